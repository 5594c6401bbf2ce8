/**
 * The address shown after a reset request (spec §2): the first and last character of the local part
 * kept, the characters between replaced by stars; the domain as typed.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? local : `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}
