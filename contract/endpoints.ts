/**
 * Every call of the server with its TypeBox schemas: the addresses of contract/endpointAddresses.ts
 * (method, path, audience) joined with the schemas of its request (body, query) and answer (200). The
 * server registers each route's method and path from it (`app.route({ ...route(endpoints.x), schema,
 * handler })`, server/routes/endpointRoute.ts); the web app takes only the addresses (and the answers'
 * types), so its scripts carry no schema. test/server/endpoints.test.ts checks that every entry is
 * registered, with this method and audience, and every registered call is an entry.
 *
 * The schemas are those the route validates with; an entry without `body`, `query` or `answer` is a call
 * whose route still writes that schema inline (see docs/decisions.md).
 */
import type { TSchema } from 'typebox';
import { endpointAddresses, type EndpointAddress, type EndpointName } from './endpointAddresses.js';
import * as accounts from './accounts.js';
import * as admin from './admin.js';
import * as clubStructure from './clubStructure.js';
import * as dashboard from './dashboard.js';
import * as guardians from './guardians.js';
import * as insight from './insight.js';
import * as mail from './mail.js';
import * as memberImport from './memberImport.js';
import * as operators from './operators.js';
import * as people from './people.js';
import * as privacy from './privacy.js';
import * as reportWriting from './reportWriting.js';
import * as reports from './reports.js';
import * as rounds from './rounds.js';
import * as schemas from './schemas.js';

export type { Audience, HttpMethod, EndpointName } from './endpointAddresses.js';
export { serviceOf } from './endpointAddresses.js';

export interface EndpointSchemas {
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly answer?: TSchema;
}

export interface Endpoint extends EndpointAddress, EndpointSchemas {}

/** The schemas of the calls that have them, by the name of their address. */
const endpointSchemas = {
  accountLogin: { body: schemas.LoginRequest, answer: schemas.LoginResponse },
  accountTokenConfirmation: { query: accounts.TokenConfirmationQuery, answer: accounts.TokenValidationResult },
  accountResetPasswordTokenValidation: { query: accounts.ResetPasswordTokenValidationQuery, answer: accounts.TokenValidationResult },
  accountSetupInitialPassword: { body: accounts.SetupPasswordRequest, answer: accounts.SetupPasswordResponse },
  accountSetupResetPassword: { body: accounts.SetupPasswordRequest, answer: accounts.SetupPasswordResponse },
  accountResetPassword: { query: accounts.ResetPasswordQuery, answer: accounts.ResetPasswordResponse },
  accountMailPreference: { query: mail.MailPreferenceQuery, answer: mail.MailPreference },
  accountSetMailPreference: { body: mail.SetMailPreferenceRequest, answer: mail.MailPreference },
  userGetTermsAndPrivacy: { query: accounts.TermsQuery, answer: accounts.TermsAndPrivacy },
  adminAuthLogin: { body: operators.OperatorLoginRequest, answer: operators.OperatorSession },
  adminAuthSetup: { query: operators.OperatorSetupQuery, answer: operators.OperatorSetupInfo },
  adminAuthSetupPost: { body: operators.OperatorSetupRequest, answer: operators.OperatorDone },
  health: { answer: schemas.Health },
  accountClubs: { answer: schemas.MyClubs },
  accountSwitchClub: { body: schemas.SwitchClubRequest, answer: schemas.LoginResponse },
  accountAuthenticateWithBearerToken: { answer: schemas.AuthenticatedUser },
  accountLogout: { answer: clubStructure.Succeeded },
  accountUploadPhoto: { query: clubStructure.PhotoUploadQuery, answer: clubStructure.PhotoUploadResult },
  accountUpdateUser: { body: people.UpdateUserRequest, answer: people.Succeeded },
  accountClearPhoto: { answer: people.ClearPhotoResponse },
  userGetClubDetails: { answer: schemas.ClubDetails },
  userAcceptPolicy: { body: accounts.AcceptPolicyRequest, answer: accounts.AcceptPolicyResponse },
  userGetPrivacyStatement: { answer: guardians.PrivacyStatement },
  privacyGetAccessLog: { query: privacy.PersonQuery, answer: privacy.AccessLog },
  privacyExportPerson: { query: privacy.PersonQuery, answer: privacy.PersonExport },
  accountRegisterUser: { body: accounts.RegisterUserRequest, answer: accounts.RegisterUserResponse },
  accountReInviteUser: { body: accounts.ReInviteUserRequest, answer: accounts.ReInviteUserResponse },
  userUpdateClubDetails: { body: clubStructure.UpdateClubDetailsRequest, answer: clubStructure.SaveResult },
  userGetFamilySettings: { answer: guardians.FamilySettings },
  userSaveFamilySettings: { body: guardians.FamilySettings, answer: people.Succeeded },
  masterDataAddOrUpdateSeason: { body: clubStructure.SaveSeasonRequest, answer: clubStructure.SaveResult },
  masterDataUpdateSeasons: { body: clubStructure.UpdateSeasonsRequest, answer: clubStructure.SaveResult },
  masterDataSaveSkills: { body: reportWriting.SaveSkillsRequest, answer: people.Succeeded },
  masterDataSaveSeasonRounds: { body: rounds.SaveSeasonRoundsRequest, answer: people.Succeeded },
  masterDataSetSeasonReminders: { body: rounds.SetSeasonRemindersRequest, answer: people.Succeeded },
  dashboardGetDashboardTotalHeader: { answer: schemas.DashboardTotals },
  dashboardGetMainDashboard: { query: dashboard.MainDashboardQuery, answer: dashboard.MainDashboard },
  dashboardGetPlayerDevelopment: { query: dashboard.DashboardSeasonQuery, answer: dashboard.PlayerDevelopment },
  dashboardGetDashboardTrainerOverview: { query: dashboard.DashboardSeasonQuery },
  dashboardGetDashboardTeamOverview: { query: dashboard.DashboardSeasonQuery },
  dashboardGetDueSoon: { answer: rounds.DueSoon },
  dashboardGetTrainerCalibration: { answer: insight.TrainerCalibration },
  dashboardGetGettingStarted: { answer: dashboard.GettingStarted },
  teamAddteam: { body: clubStructure.SaveTeamRequest, answer: clubStructure.SaveResult },
  teamRemoveTeams: { answer: clubStructure.Succeeded },
  teamGetTeamDetail: { answer: clubStructure.TeamDetail },
  teamAddPlayerToTeam: { answer: clubStructure.Succeeded },
  teamAddTrainerToTeam: { answer: clubStructure.Succeeded },
  teamGetTeamSkillProfile: { answer: insight.TeamSkillProfile },
  teamMovePlayers: { body: clubStructure.MovePlayersRequest, answer: clubStructure.Succeeded },
  managerGetUserDetailHeader: { answer: schemas.UserDetailHeader },
  managerRemoveManagers: { body: people.RemovePeopleRequest, answer: people.Succeeded },
  managerGetManagerByUserId: { answer: people.ManagerProfile },
  playerRemovePlayers: { body: people.RemovePeopleRequest, answer: people.Succeeded },
  playerGetPlayerDetailById: { answer: people.PlayerProfile },
  playerRemovePlayersFromTeam: { answer: clubStructure.Succeeded },
  playerChangeTeam: { body: clubStructure.ChangeTeamRequest, answer: clubStructure.Succeeded },
  playerGetCalibratedAverages: { answer: insight.CalibratedAverages },
  playerAddGuardian: { body: guardians.AddGuardianRequest, answer: guardians.AddGuardianResult },
  playerRemoveGuardian: { body: guardians.RemoveGuardianRequest, answer: people.Succeeded },
  trainerRemoveTrainers: { body: people.RemovePeopleRequest, answer: people.Succeeded },
  trainerGetTrainerByUserId: { answer: people.TrainerProfile },
  trainerGetTrainerPersonalDetail: { query: reports.TrainerReportFilterQuery, answer: reports.TrainerPersonalDetail },
  trainerRemoveTrainersFromTeam: { answer: clubStructure.Succeeded },
  trainerSendReminders: { body: rounds.SendRemindersRequest, answer: rounds.SendRemindersResult },
  reportReopenReport: { body: reportWriting.ReportIdRequest, answer: people.Succeeded },
  reportReleaseRound: { body: guardians.ReleaseRoundRequest, answer: guardians.ReleaseResult },
  privacyErasePerson: { body: privacy.ErasePersonRequest, answer: privacy.ErasePersonResult },
  importPreview: { query: memberImport.ImportPreviewQuery, answer: memberImport.ImportPreview },
  importRun: { body: memberImport.ImportRunRequest },
  importStatus: { query: memberImport.ImportStatusQuery, answer: memberImport.ImportStatus },
  importErrorRows: { query: memberImport.ImportStatusQuery },
  masterDataGetSeasonRounds: { answer: rounds.SeasonRounds },
  playerGetPlayerDetailByIdBySeason: { answer: people.PlayerProfile },
  playerGetPlayerHistory: { answer: insight.PlayerHistory },
  playerGetConsents: { answer: guardians.Consents },
  playerSetConsent: { body: guardians.SetConsentRequest, answer: guardians.Consents },
  reportGetMyPlayers: { query: reportWriting.SeasonQuery },
  reportStartReport: { body: reportWriting.StartReportRequest, answer: reportWriting.StartReportResult },
  reportSaveReport: { body: reportWriting.SaveReportRequest, answer: people.Succeeded },
  reportCompleteReport: { body: reportWriting.ReportIdRequest, answer: people.Succeeded },
  reportDeleteReport: { body: reportWriting.ReportIdRequest, answer: people.Succeeded },
  reportGetReport: { query: reportWriting.ReportIdQuery, answer: reportWriting.Report },
  reportGetMyReports: { query: reportWriting.SeasonQuery, answer: reportWriting.MyReports },
  homeAdmin: { answer: admin.BatchResult },
  adminAuthMe: { answer: operators.OperatorMe },
  adminAuthLogout: { answer: operators.OperatorDone },
  adminRestClubs: { query: operators.RestListQuery },
  adminRestClubsById: { answer: operators.ClubRow },
  adminRestPeople: { query: operators.RestListQuery },
  adminRestPeopleById: { answer: operators.PersonRow },
  adminRestInvitations: { query: operators.RestListQuery },
  adminRestInvitationsById: { answer: operators.InvitationRow },
  adminRestMail: { query: operators.RestListQuery },
  adminRestMailById: { answer: operators.MailRow },
  adminRestAudit: { query: operators.RestListQuery },
  adminRestAuditById: { answer: operators.AuditRow },
  adminRestImports: { query: operators.RestListQuery },
  adminRestImportsById: { answer: operators.ImportRow },
  adminRestClubsPost: { body: operators.ClubCreate, answer: operators.ClubRow },
  adminRestClubsByIdPut: { body: operators.ClubUpdate, answer: operators.ClubRow },
  adminRestPeopleByIdResendInvitation: { answer: operators.ActionDone },
  adminRestPeopleByIdEndSessions: { answer: operators.ActionDone },
  adminRestPeopleByIdUnblock: { answer: operators.ActionDone },
  adminRestMailByIdResend: { answer: operators.ActionDone },
} as const satisfies Partial<Record<EndpointName, EndpointSchemas>>;

type Addresses = typeof endpointAddresses;
type Schemas = typeof endpointSchemas;
type Joined = { readonly [N in EndpointName]: Addresses[N] & (N extends keyof Schemas ? Schemas[N] : unknown) };

const joined = (name: EndpointName): Endpoint => ({ ...endpointAddresses[name], ...(endpointSchemas as Partial<Record<EndpointName, EndpointSchemas>>)[name] });

/** The endpoint table: each call's address with its schemas (Object.fromEntries forgets the names' types, hence the cast). */
export const endpoints = Object.fromEntries((Object.keys(endpointAddresses) as EndpointName[]).map((name) => [name, joined(name)])) as unknown as Joined;
