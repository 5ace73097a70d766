/** docs/product.md §5: a document id must be given and is read as an integer. */
export function documentIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number.parseInt(value, 10);
  return id > 0 ? id : null;
}
