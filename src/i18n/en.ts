import enPublic from './enPublic';
import enManagers from './enManagers';

/**
 * English texts of the app (the default language), in two parts: the public pages' (enPublic.ts, in
 * the first script) and the managers' app's (enManagers.ts, loaded with it). The spec's fixed texts
 * (messages.json) are there word for word under the same keys; react-admin's own texts come from
 * ra-language-english. nl.ts has every key of both (checked by the type).
 */
const en = { ...enPublic, ...enManagers };

export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type AppMessages = Catalogue<typeof en>;
export type PublicMessages = Catalogue<typeof enPublic>;
export type ManagerMessages = Catalogue<typeof enManagers>;

export default en as AppMessages;
