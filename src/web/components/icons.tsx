import { outlineIcon } from './outline-icon';

/** The icons of the directory's cards (each a single path, see outline-icon.tsx). */
export const ClockIcon = /* @__PURE__ */ outlineIcon(
  'ClockIcon',
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 6v6l4 2',
);
export const ExternalLinkIcon = /* @__PURE__ */ outlineIcon(
  'ExternalLinkIcon',
  'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
export const GlobeIcon = /* @__PURE__ */ outlineIcon(
  'GlobeIcon',
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20',
);
export const MessageSquareIcon = /* @__PURE__ */ outlineIcon(
  'MessageSquareIcon',
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
);
export const UserRoundIcon = /* @__PURE__ */ outlineIcon(
  'UserRoundIcon',
  'M7 8a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M20 21a8 8 0 0 0-16 0',
);
