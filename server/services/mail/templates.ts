import type { RoleName } from '../../db/schema.js';

/** The product's name as it appears in e-mails. */
export const PRODUCT_NAME = 'Touchline';

export type MailLanguage = 'en' | 'nl';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface InvitationMailData {
  language: MailLanguage;
  firstName: string;
  clubName: string;
  role: RoleName;
  /** The inviting manager's full name; null when a platform operator onboarded the club. */
  inviterName: string | null;
  link: string;
  lifetimeMs: number;
  /** The address's account already has a password (another club): it signs in to join, no new password. */
  hasAccount?: boolean;
  /** A guardian's children in the club ("Daan de Wit"), named in the invitation. */
  children?: string[];
}

/** "Daan", "Daan en Noor", "Daan, Noor en Sem" (or "and"). */
function listed(names: string[], language: MailLanguage): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${language === 'nl' ? 'en' : 'and'} ${names.at(-1)}`;
}

export interface ResetMailData {
  language: MailLanguage;
  firstName: string;
  clubName: string;
  link: string;
  lifetimeMs: number;
}

const roleNames: Record<MailLanguage, Record<RoleName, string>> = {
  en: { Manager: 'manager', Trainer: 'trainer', Player: 'player', Guardian: 'guardian' },
  nl: { Manager: 'manager', Trainer: 'trainer', Player: 'speler', Guardian: 'ouder/verzorger' },
};

/** "7 days", "1 hour", "90 minutes" (or the Dutch equivalent). */
export function describeDuration(ms: number, language: MailLanguage): string {
  const minutes = Math.round(ms / 60_000);
  const words = language === 'nl'
    ? { day: ['dag', 'dagen'], hour: ['uur', 'uur'], minute: ['minuut', 'minuten'] }
    : { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] };
  const say = (n: number, [one, many]: string[]) => `${n} ${n === 1 ? one : many}`;
  if (minutes % (24 * 60) === 0) return say(minutes / (24 * 60), words.day);
  if (minutes % 60 === 0) return say(minutes / 60, words.hour);
  return say(minutes, words.minute);
}

/** Text (names, club names, links) made safe to put in HTML: a first name can never add markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A line of a list in a message, with its own link (a player in a reminder). */
export interface MailListItem {
  text: string;
  link?: string;
}

/** What some messages add to the layout: a list after the paragraphs, and an unsubscribe line at the foot. */
export interface MailExtras {
  list?: MailListItem[];
  /** A second list under its own heading (the digest's sections). */
  sections?: Array<{ heading: string; items: MailListItem[] }>;
  unsubscribe?: { text: string; label: string; link: string };
}

/** One layout for every message: the paragraphs, a button with the link, and the link in clear. */
export function render(language: MailLanguage, subject: string, paragraphs: string[], button: string, link: string, after: string[], extras: MailExtras = {}): MailContent {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const linkHtml = escapeHtml(link);
  const itemHtml = (item: MailListItem) =>
    `<li style="margin:0 0 8px">${item.link ? `<a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a>` : escapeHtml(item.text)}</li>`;
  const listHtml = (items: MailListItem[]) => `<ul style="margin:0 0 16px;padding-left:20px">\n${items.map(itemHtml).join('\n')}\n</ul>`;
  const itemText = (item: MailListItem) => `- ${item.text}${item.link ? `\n  ${item.link}` : ''}`;
  const sectionsHtml = (extras.sections ?? [])
    .map((section) => `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(section.heading)}</h2>\n${listHtml(section.items)}`);
  const unsubscribe = extras.unsubscribe;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f4;font-family:Arial,Helvetica,sans-serif;color:#1d2b1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#1b5e20">${PRODUCT_NAME}</h1>
${paragraphs.map(p).join('\n')}
${extras.list ? listHtml(extras.list) : ''}
${sectionsHtml.join('\n')}
<p style="margin:24px 0"><a href="${linkHtml}" style="display:inline-block;background:#1b5e20;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px">${escapeHtml(button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(language === 'nl' ? 'Werkt de knop niet? Open dan deze link:' : 'Button not working? Open this link:')}<br><a href="${linkHtml}">${linkHtml}</a></p>
${after.map(p).join('\n')}
${unsubscribe ? `<p style="margin:24px 0 0;font-size:12px;color:#555555">${escapeHtml(unsubscribe.text)} <a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</div>
</body>
</html>`;
  const text = [
    ...paragraphs,
    ...(extras.list ? [extras.list.map(itemText).join('\n')] : []),
    ...(extras.sections ?? []).map((section) => `${section.heading}\n${section.items.map(itemText).join('\n')}`),
    `${button}:`, link, '', ...after, '', `— ${PRODUCT_NAME}`,
    ...(unsubscribe ? [`${unsubscribe.text} ${unsubscribe.label}: ${unsubscribe.link}`] : []),
  ].join('\n\n').replace(/\n{3,}/g, '\n\n');
  return { subject, html, text };
}

export function invitationMail(data: InvitationMailData): MailContent {
  const children = data.children?.length ? listed(data.children, data.language) : null;
  // A trainer (or player, manager) who is the guardian of children in the club too (issue 37): one e-mail
  // names both roles; its link activates both.
  const role = roleNames[data.language][data.role] + (!children ? ''
    : data.role === 'Guardian' ? (data.language === 'nl' ? ` van ${children}` : ` of ${children}`)
      : data.language === 'nl' ? ` en ${roleNames.nl.Guardian} van ${children}` : ` and ${roleNames.en.Guardian} of ${children}`);
  const lifetime = describeDuration(data.lifetimeMs, data.language);
  if (data.language === 'nl') {
    const who = data.inviterName
      ? `${data.inviterName} heeft je uitgenodigd voor ${data.clubName} op ${PRODUCT_NAME}, als ${role}.`
      : `Je bent uitgenodigd als ${role} van ${data.clubName} op ${PRODUCT_NAME}.`;
    const ask = data.hasAccount
      ? `Je hebt al een ${PRODUCT_NAME}-account met dit e-mailadres. Log in met je eigen wachtwoord om lid te worden van ${data.clubName}; daarna kies je bij het inloggen je club.`
      : 'Open de link hieronder om je account te activeren en een wachtwoord te kiezen.';
    return render('nl', `Uitnodiging voor ${data.clubName} op ${PRODUCT_NAME}`,
      [`Hallo ${data.firstName},`, who, ask],
      data.hasAccount ? 'Inloggen' : 'Account activeren', data.link,
      [`De ${data.hasAccount ? 'uitnodiging' : 'link'} werkt ${lifetime}. Is hij verlopen, vraag je clubmanager dan om een nieuwe uitnodiging.`]);
  }
  const who = data.inviterName
    ? `${data.inviterName} has invited you to ${data.clubName} on ${PRODUCT_NAME}, as ${role}.`
    : `You have been invited to ${data.clubName} on ${PRODUCT_NAME}, as ${role}.`;
  const ask = data.hasAccount
    ? `You already have a ${PRODUCT_NAME} account with this e-mail address. Sign in with your own password to join ${data.clubName}; from then on you choose your club when you sign in.`
    : 'Open the link below to activate your account and choose a password.';
  return render('en', `Your invitation to ${data.clubName} on ${PRODUCT_NAME}`,
    [`Hello ${data.firstName},`, who, ask],
    data.hasAccount ? 'Sign in' : 'Activate my account', data.link,
    [`The ${data.hasAccount ? 'invitation' : 'link'} works for ${lifetime}. If it has expired, ask your club manager for a new invitation.`]);
}

export function resetMail(data: ResetMailData): MailContent {
  const lifetime = describeDuration(data.lifetimeMs, data.language);
  if (data.language === 'nl') {
    return render('nl', `Je wachtwoord voor ${PRODUCT_NAME} opnieuw instellen`,
      [`Hallo ${data.firstName},`,
        `Er is gevraagd om het wachtwoord van je ${PRODUCT_NAME}-account bij ${data.clubName} opnieuw in te stellen. Open de link hieronder om een nieuw wachtwoord te kiezen.`],
      'Nieuw wachtwoord kiezen', data.link,
      [`De link werkt ${lifetime} en maar één keer.`, 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.']);
  }
  return render('en', `Reset your ${PRODUCT_NAME} password`,
    [`Hello ${data.firstName},`,
      `Someone asked to reset the password of your ${PRODUCT_NAME} account at ${data.clubName}. Open the link below to choose a new password.`],
    'Choose a new password', data.link,
    [`The link works for ${lifetime}, and only once.`, 'If you did not ask for this, you can ignore this e-mail; your password stays the same.']);
}
