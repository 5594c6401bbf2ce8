import type {
  AddGuardianResult, Child, ConsentPurpose, Consents, FamilySettings, GuardianRow, PrivacyStatement, ReleaseResult, ReleaseRound,
} from '../../contract/guardians';
import type { Succeeded } from '../../contract/people';
import { request } from '../providers/apiClient';

/** The calls of issue 25 (guardians, consent, release), typed. */
export const familyApi = {
  getChildren: () => request<Child[]>('api', '/api/Guardian/GetChildren'),
  getConsents: (userId: string) => request<Consents>('api', '/api/Player/GetConsents', { query: { userId } }),
  setConsent: (userId: string, purpose: ConsentPurpose, given: boolean) =>
    request<Consents>('api', '/api/Player/SetConsent', { method: 'POST', body: { userId, purpose, given } }),
  getGuardians: (userId: string) => request<GuardianRow[]>('api', '/api/Player/GetGuardians', { query: { userId } }),
  addGuardian: (body: { userId: string; firstName: string; lastName: string; email: string }) =>
    request<AddGuardianResult>('api', '/api/Player/AddGuardian', { method: 'POST', body }),
  removeGuardian: (userId: string, guardianId: string) =>
    request<Succeeded>('api', '/api/Player/RemoveGuardian', { method: 'POST', body: { userId, guardianId } }),
  getFamilySettings: () => request<FamilySettings>('api', '/api/user/GetFamilySettings'),
  saveFamilySettings: (body: FamilySettings) => request<Succeeded>('api', '/api/user/SaveFamilySettings', { method: 'POST', body }),
  getReleaseRounds: (clubSeasonId: string) => request<ReleaseRound[]>('api', '/api/Report/GetReleaseRounds', { query: { clubSeasonId } }),
  releaseRound: (clubSeasonId: string, round: number) =>
    request<ReleaseResult>('api', '/api/Report/ReleaseRound', { method: 'POST', body: { clubSeasonId, round } }),
  getPrivacyStatement: (language: 'en' | 'nl') => request<PrivacyStatement>('api', '/api/user/GetPrivacyStatement', { query: { language } }),
};
