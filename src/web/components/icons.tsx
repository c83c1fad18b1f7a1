import { outlineIcon } from './outline-icon';

/**
 * The icons of the app frame and the directory's cards (each a single path, see
 * outline-icon.tsx): what the home page draws first loads no icon library.
 */
export const ClockIcon = /* @__PURE__ */ outlineIcon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 6v6l4 2',
);
export const ExternalLinkIcon = /* @__PURE__ */ outlineIcon(
  'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
export const GlobeIcon = /* @__PURE__ */ outlineIcon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20',
);
export const MessageSquareIcon = /* @__PURE__ */ outlineIcon(
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
);
export const UserRoundIcon = /* @__PURE__ */ outlineIcon(
  'M7 8a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M20 21a8 8 0 0 0-16 0',
);
export const ShieldCheckIcon = /* @__PURE__ */ outlineIcon(
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
);
export const LayoutGridIcon = /* @__PURE__ */ outlineIcon(
  'M4 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-5a1 1 0 0 1 1 -1zM15 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-5a1 1 0 0 1 1 -1zM15 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-5a1 1 0 0 1 1 -1zM4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-5a1 1 0 0 1 1 -1z',
);
export const MessagesSquareIcon = /* @__PURE__ */ outlineIcon(
  'M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2zM20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1',
);
export const AlertCircleIcon = /* @__PURE__ */ outlineIcon(
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0M12 8L12 12M12 16L12.01 16',
);
export const SearchXIcon = /* @__PURE__ */ outlineIcon(
  'M13.5 8.5l-5 5M8.5 8.5l5 5M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M21 21l-4.3-4.3',
);
export const SearchIcon = /* @__PURE__ */ outlineIcon(
  'M21 21l-4.34-4.34M3 11a8 8 0 1 0 16 0a8 8 0 1 0 -16 0',
);
export const XIcon = /* @__PURE__ */ outlineIcon('M18 6 6 18M6 6l12 12');
export const PlusIcon = /* @__PURE__ */ outlineIcon('M5 12h14M12 5v14');
export const ChevronLeftIcon = /* @__PURE__ */ outlineIcon('M15 18l-6-6 6-6');
export const ChevronRightIcon = /* @__PURE__ */ outlineIcon('M9 18l6-6-6-6');
export const LoaderCircleIcon = /* @__PURE__ */ outlineIcon('M21 12a9 9 0 1 1-6.219-8.56');
export const RotateCwIcon = /* @__PURE__ */ outlineIcon(
  'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5',
);
export const ChevronDownIcon = /* @__PURE__ */ outlineIcon('m6 9 6 6 6-6');
export const CheckIcon = /* @__PURE__ */ outlineIcon('M20 6 9 17l-5-5');
