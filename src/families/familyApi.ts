import type {
  AddGuardianResult, Child, ConsentPurpose, Consents, FamilySettings, GuardianRow, PrivacyStatement, ReleaseResult, ReleaseRound,
} from '../../contract/guardians';
import type { Succeeded } from '../../contract/people';
import { endpoints } from '../providers/endpoints';
import { call } from '../providers/call';

/** The calls of issue 25 (guardians, consent, release), typed. */
export const familyApi = {
  getChildren: () => call<Child[]>(endpoints.guardianGetChildren),
  getConsents: (userId: string) => call<Consents>(endpoints.playerGetConsents, { query: { userId } }),
  setConsent: (userId: string, purpose: ConsentPurpose, given: boolean) =>
    call<Consents>(endpoints.playerSetConsent, { body: { userId, purpose, given } }),
  getGuardians: (userId: string) => call<GuardianRow[]>(endpoints.playerGetGuardians, { query: { userId } }),
  addGuardian: (body: { userId: string; firstName: string; lastName: string; email: string }) =>
    call<AddGuardianResult>(endpoints.playerAddGuardian, { body }),
  removeGuardian: (userId: string, guardianId: string) =>
    call<Succeeded>(endpoints.playerRemoveGuardian, { body: { userId, guardianId } }),
  getFamilySettings: () => call<FamilySettings>(endpoints.userGetFamilySettings),
  saveFamilySettings: (body: FamilySettings) => call<Succeeded>(endpoints.userSaveFamilySettings, { body }),
  getReleaseRounds: (clubSeasonId: string) => call<ReleaseRound[]>(endpoints.reportGetReleaseRounds, { query: { clubSeasonId } }),
  releaseRound: (clubSeasonId: string, round: number) =>
    call<ReleaseResult>(endpoints.reportReleaseRound, { body: { clubSeasonId, round } }),
  getPrivacyStatement: (language: 'en' | 'nl') => call<PrivacyStatement>(endpoints.userGetPrivacyStatement, { query: { language } }),
};
