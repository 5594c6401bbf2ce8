/**
 * The all-zero GUID: in a save call's Id it means "a new one" (spec §7: addteam, AddOrUpdateSeason,
 * SaveSkills), and RegisterUser's empty teamId. Plain TypeScript, so the web app takes it without TypeBox.
 */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
