import type { ConsentPurpose, FamilySettings } from '../../contract/guardians';
import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/** The calls of issue 25 (guardians, consent, release), typed. */
export const familyApi = {
  getChildren: () => call(endpoints.guardianGetChildren),
  getConsents: (userId: string) => call(endpoints.playerGetConsents, { query: { userId } }),
  setConsent: (userId: string, purpose: ConsentPurpose, given: boolean) =>
    call(endpoints.playerSetConsent, { body: { userId, purpose, given } }),
  getGuardians: (userId: string) => call(endpoints.playerGetGuardians, { query: { userId } }),
  addGuardian: (body: { userId: string; firstName: string; lastName: string; email: string }) =>
    call(endpoints.playerAddGuardian, { body }),
  removeGuardian: (userId: string, guardianId: string) =>
    call(endpoints.playerRemoveGuardian, { body: { userId, guardianId } }),
  getFamilySettings: () => call(endpoints.userGetFamilySettings),
  saveFamilySettings: (body: FamilySettings) => call(endpoints.userSaveFamilySettings, { body }),
  getReleaseRounds: (clubSeasonId: string) => call(endpoints.reportGetReleaseRounds, { query: { clubSeasonId } }),
  releaseRound: (clubSeasonId: string, round: number) =>
    call(endpoints.reportReleaseRound, { body: { clubSeasonId, round } }),
  getPrivacyStatement: (language: 'en' | 'nl') => call(endpoints.userGetPrivacyStatement, { query: { language } }),
};
