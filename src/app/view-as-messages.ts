/** Texts of the view-as-candidate banner (docs/product.md §3 ghost): its chunk loads only for staff viewing as a candidate. */
export const VIEW_AS_TEXT = {
  viewing: (name: string) => `You are viewing the portal as ${name}.`,
  limits: 'Signing, uploading, applying and changes are refused.',
} as const;
