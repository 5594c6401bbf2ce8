/** The choices of the console's select filters; their labels are translated (console.values.…). */
const choices = (...ids: string[]) => ids.map((id) => ({ id, name: `console.values.${id}` }));

export const roleChoices = choices('Manager', 'Trainer', 'Player');
export const statusChoices = choices('invited', 'active');
export const invitationStateChoices = choices('open', 'expired');
export const deliveryChoices = choices('kept', 'failed');
export const actorKindChoices = choices('operator', 'person', 'anonymous');
export const languageChoices = [{ id: 'en', name: 'English' }, { id: 'nl', name: 'Nederlands' }];
export const importStateChoices = choices('previewed', 'queued', 'running', 'done', 'failed');
/** A scheduled backup (issue 39): being written, written and checked, or failed (the reason beside it). */
export const backupStateChoices = choices('running', 'done', 'failed');
/** The link an e-mail carried (issue 41): shown as words, resent as a new link. */
export const mailLinkChoices = [{ id: 'activation', name: 'console.values.activationLink' }, { id: 'reset', name: 'console.values.resetLink' }];
