import { outlineIcon } from '@web/components/outline-icon';

/** The icons of the person page's account cards (each a single path, see outline-icon.tsx). */
export const BadgeCheckIcon = /* @__PURE__ */ outlineIcon(
  'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76ZM16 9l-5.5 5.5L8 12',
);
export const ChevronDownIcon = /* @__PURE__ */ outlineIcon('M6 9l6 6 6-6');
export const FileTextIcon = /* @__PURE__ */ outlineIcon(
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2zM14 2v5a1 1 0 0 0 1 1h5M10 9H8M16 13H8M16 17H8',
);
export const TriangleAlertIcon = /* @__PURE__ */ outlineIcon(
  'M21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01',
);
/**
 * A proven account's shield. The app frame's copy (components/icons.tsx) is drawn by the
 * navbar's logo: importing it here would make the frame's script export it, which the home
 * page's budget has no room for.
 */
export const ShieldCheckIcon = /* @__PURE__ */ outlineIcon(
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
);
