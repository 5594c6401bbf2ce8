/**
 * What the person typed into a field of a prerendered page before the script arrived (issue 26): the
 * page's state starts from it, so hydration keeps it instead of emptying the field (React takes the
 * props, not the field's content, as the truth). Empty when the page is drawn by the script itself
 * (no such field yet) and while the build renders the page.
 */
export const typedBeforeScript = (fieldId: string): string => {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(fieldId);
  return field instanceof HTMLInputElement ? field.value : '';
};
