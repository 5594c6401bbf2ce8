import { render, type MailContent, type MailLanguage, type MailListItem } from './templates.js';

/**
 * The e-mails of report rounds (issue 15): a trainer's reminder and a manager's weekly digest, in
 * the club's language, each with an unsubscribe link.
 */

/** When a reminder goes: 7 days before the due date, 1 day before, after it; or now, by a manager's hand. */
export type ReminderKind = 'week' | 'day' | 'overdue' | 'now';

export interface ReminderMailData {
  language: MailLanguage;
  firstName: string;
  clubName: string;
  seasonName: string;
  round: number;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  kind: ReminderKind;
  /** The players whose report for the round is missing, each with a link into the workspace on that player. */
  players: Array<{ name: string; teamName: string; link: string }>;
  workspaceLink: string;
  unsubscribeLink: string;
}

const MONTHS: Record<MailLanguage, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

/** "14 March 2027" / "14 maart 2027": a calendar day, the same wherever the reader is. */
export function longDate(date: string, language: MailLanguage): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[language][month! - 1]} ${year}`;
}

export function reminderMail(data: ReminderMailData): MailContent {
  const due = longDate(data.dueDate, data.language);
  const count = data.players.length;
  const list: MailListItem[] = data.players.map((player) => ({ text: `${player.name} (${player.teamName})`, link: player.link }));
  if (data.language === 'nl') {
    const when = {
      week: `De rapporten van ronde ${data.round} van ${data.seasonName} zijn nodig op ${due}.`,
      day: `De rapporten van ronde ${data.round} van ${data.seasonName} zijn nodig op ${due}: dat is bijna.`,
      overdue: `De rapporten van ronde ${data.round} van ${data.seasonName} waren nodig op ${due}.`,
      now: `Je clubmanager vraagt je om de rapporten van ronde ${data.round} van ${data.seasonName}, nodig op ${due}.`,
    }[data.kind];
    const subject = data.kind === 'overdue'
      ? `Rapporten te laat: ronde ${data.round} bij ${data.clubName}`
      : `Herinnering: ${count} ${count === 1 ? 'rapport' : 'rapporten'} voor ${due}`;
    return render('nl', subject,
      [`Hallo ${data.firstName},`, when, `Nog ${count === 1 ? '1 speler wacht' : `${count} spelers wachten`} op je rapport. Open een speler om zijn rapport te schrijven:`],
      'Naar mijn spelers', data.workspaceLink, [],
      { list, unsubscribe: { text: 'Wil je deze herinneringen niet meer ontvangen?', label: 'Afmelden', link: data.unsubscribeLink } });
  }
  const when = {
    week: `The reports of round ${data.round} of ${data.seasonName} are due on ${due}.`,
    day: `The reports of round ${data.round} of ${data.seasonName} are due on ${due}: that is very soon.`,
    overdue: `The reports of round ${data.round} of ${data.seasonName} were due on ${due}.`,
    now: `Your club manager asks for the reports of round ${data.round} of ${data.seasonName}, due on ${due}.`,
  }[data.kind];
  const subject = data.kind === 'overdue'
    ? `Reports overdue: round ${data.round} at ${data.clubName}`
    : `Reminder: ${count} ${count === 1 ? 'report' : 'reports'} due ${due}`;
  return render('en', subject,
    [`Hello ${data.firstName},`, when, `${count === 1 ? '1 player is' : `${count} players are`} still waiting for your report. Open a player to write the report:`],
    'Go to my players', data.workspaceLink, [],
    { list, unsubscribe: { text: 'No longer want these reminders?', label: 'Unsubscribe', link: data.unsubscribeLink } });
}

export interface DigestMailData {
  language: MailLanguage;
  firstName: string;
  clubName: string;
  /** null when the club has no season. */
  seasonName: string | null;
  /** The season's progress now, whole percent. */
  progressPercent: number;
  /** Reports completed in the seven days before the digest. */
  reportsThisWeek: number;
  playersCompleted: number;
  players: number;
  overdueTrainers: Array<{ name: string; missingReports: number }>;
  activated: Array<{ name: string; role: string }>;
  overviewLink: string;
  unsubscribeLink: string;
}

export function digestMail(data: DigestMailData): MailContent {
  const nl = data.language === 'nl';
  const none = nl ? 'Geen.' : 'None.';
  const orNone = (items: MailListItem[]) => (items.length > 0 ? items : [{ text: none }]);
  const overdue = orNone(data.overdueTrainers.map((trainer) => ({
    text: nl ? `${trainer.name}: ${trainer.missingReports} ${trainer.missingReports === 1 ? 'rapport' : 'rapporten'} te laat`
      : `${trainer.name}: ${trainer.missingReports} ${trainer.missingReports === 1 ? 'report' : 'reports'} overdue`,
  })));
  const activated = orNone(data.activated.map((person) => ({ text: `${person.name} (${person.role})` })));
  if (nl) {
    const season = data.seasonName
      ? [`Seizoen ${data.seasonName}: ${data.progressPercent}% van de rapporten is klaar. Deze week ${data.reportsThisWeek === 1 ? 'is 1 rapport' : `zijn ${data.reportsThisWeek} rapporten`} afgerond.`,
        `Spelers met al hun rapporten: ${data.playersCompleted} van ${data.players}.`]
      : ['De club heeft nog geen seizoen.'];
    return render('nl', `Weekoverzicht van ${data.clubName}`, [`Hallo ${data.firstName},`, ...season], 'Naar het overzicht', data.overviewLink, [],
      { sections: [{ heading: 'Trainers met rapporten te laat', items: overdue }, { heading: 'Deze week geactiveerd', items: activated }],
        unsubscribe: { text: 'Wil je dit weekoverzicht niet meer ontvangen?', label: 'Afmelden', link: data.unsubscribeLink } });
  }
  const season = data.seasonName
    ? [`Season ${data.seasonName}: ${data.progressPercent}% of the reports are done. ${data.reportsThisWeek === 1 ? '1 report was' : `${data.reportsThisWeek} reports were`} completed this week.`,
      `Players with all their reports: ${data.playersCompleted} of ${data.players}.`]
    : ['The club has no season yet.'];
  return render('en', `Weekly digest of ${data.clubName}`, [`Hello ${data.firstName},`, ...season], 'Go to the overview', data.overviewLink, [],
    { sections: [{ heading: 'Trainers with overdue reports', items: overdue }, { heading: 'Activated this week', items: activated }],
      unsubscribe: { text: 'No longer want this weekly digest?', label: 'Unsubscribe', link: data.unsubscribeLink } });
}
