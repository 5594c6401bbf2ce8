/**
 * Every call of the server, once: its method, path, who may make it, and the TypeBox schemas of its
 * request (body, query) and answer (200). The server registers each route's method and path from it
 * (`app.route({ ...route(endpoints.x), schema, handler })`, server/routes/endpointRoute.ts), and the web
 * app calls through `call(endpoints.x, input)` (src/providers/call.ts), so a path is written here and
 * nowhere else. test/server/endpoints.test.ts checks that every entry is registered, with this method
 * and audience, and every registered call is an entry.
 *
 * The schemas are those the route validates with; an entry without `body`, `query` or `answer` is a call
 * whose route still writes that schema inline (see docs/decisions.md).
 */
import type { TSchema } from 'typebox';
import type { Role } from './schemas.js';
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

/**
 * Who may make a call: anyone ('public'), every signed-in person of a club ('signedIn'), only the given
 * club roles (403 to the others), or the platform's operators ('operator').
 */
export type Audience = 'public' | 'signedIn' | readonly Role[] | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** The path, with `:name` for a part of the address (e.g. /admin/rest/clubs/:id). */
  readonly path: string;
  readonly audience: Audience;
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly answer?: TSchema;
}

/** The endpoint table, by name: the path's parts in camelCase (a second method on one path: its method added). */
export const endpoints = {
  accountLogin: { method: 'POST', path: '/Account/Login', audience: 'public', body: schemas.LoginRequest, answer: schemas.LoginResponse },
  accountTokenConfirmation: { method: 'GET', path: '/Account/TokenConfirmation', audience: 'public', query: accounts.TokenConfirmationQuery, answer: accounts.TokenValidationResult },
  accountResetPasswordTokenValidation: { method: 'GET', path: '/Account/ResetPasswordTokenValidation', audience: 'public', query: accounts.ResetPasswordTokenValidationQuery, answer: accounts.TokenValidationResult },
  accountSetupInitialPassword: { method: 'POST', path: '/Account/SetupInitialPassword', audience: 'public', body: accounts.SetupPasswordRequest, answer: accounts.SetupPasswordResponse },
  accountSetupResetPassword: { method: 'POST', path: '/Account/SetupResetPassword', audience: 'public', body: accounts.SetupPasswordRequest, answer: accounts.SetupPasswordResponse },
  accountResetPassword: { method: 'POST', path: '/Account/ResetPassword', audience: 'public', query: accounts.ResetPasswordQuery, answer: accounts.ResetPasswordResponse },
  accountMailPreference: { method: 'GET', path: '/Account/MailPreference', audience: 'public', query: mail.MailPreferenceQuery, answer: mail.MailPreference },
  accountSetMailPreference: { method: 'POST', path: '/Account/SetMailPreference', audience: 'public', body: mail.SetMailPreferenceRequest, answer: mail.MailPreference },
  userGetTermsAndPrivacy: { method: 'GET', path: '/api/user/GetTermsAndPrivacy', audience: 'public', query: accounts.TermsQuery, answer: accounts.TermsAndPrivacy },
  adminAuthLogin: { method: 'POST', path: '/admin/auth/login', audience: 'public', body: operators.OperatorLoginRequest, answer: operators.OperatorSession },
  adminAuthSetup: { method: 'GET', path: '/admin/auth/setup', audience: 'public', query: operators.OperatorSetupQuery, answer: operators.OperatorSetupInfo },
  adminAuthSetupPost: { method: 'POST', path: '/admin/auth/setup', audience: 'public', body: operators.OperatorSetupRequest, answer: operators.OperatorDone },
  health: { method: 'GET', path: '/api/health', audience: 'public', answer: schemas.Health },
  photosById: { method: 'GET', path: '/photos/:id', audience: 'public' },
  accountClubs: { method: 'GET', path: '/Account/Clubs', audience: 'signedIn', answer: schemas.MyClubs },
  accountSwitchClub: { method: 'POST', path: '/Account/SwitchClub', audience: 'signedIn', body: schemas.SwitchClubRequest, answer: schemas.LoginResponse },
  accountAuthenticateWithBearerToken: { method: 'POST', path: '/Account/AuthenticateWithBearerToken', audience: 'signedIn', answer: schemas.AuthenticatedUser },
  accountLogout: { method: 'POST', path: '/Account/Logout', audience: 'signedIn', answer: clubStructure.Succeeded },
  accountUploadPhoto: { method: 'POST', path: '/Account/UploadPhoto', audience: 'signedIn', query: clubStructure.PhotoUploadQuery, answer: clubStructure.PhotoUploadResult },
  accountUpdateUser: { method: 'POST', path: '/Account/UpdateUser', audience: 'signedIn', body: people.UpdateUserRequest, answer: people.Succeeded },
  accountClearPhoto: { method: 'POST', path: '/Account/ClearPhoto', audience: 'signedIn', answer: people.ClearPhotoResponse },
  userGetClubDetails: { method: 'GET', path: '/api/user/GetClubDetails', audience: 'signedIn', answer: schemas.ClubDetails },
  userAcceptPolicy: { method: 'POST', path: '/api/user/AcceptPolicy', audience: 'signedIn', body: accounts.AcceptPolicyRequest, answer: accounts.AcceptPolicyResponse },
  userGetPrivacyStatement: { method: 'GET', path: '/api/user/GetPrivacyStatement', audience: 'signedIn', answer: guardians.PrivacyStatement },
  masterDataGetClubSeason: { method: 'GET', path: '/api/MasterData/GetClubSeason', audience: 'signedIn' },
  masterDataGetPositions: { method: 'GET', path: '/api/MasterData/GetPositions', audience: 'signedIn' },
  masterDataGetTeams: { method: 'GET', path: '/api/MasterData/GetTeams', audience: 'signedIn' },
  masterDataGetSkills: { method: 'GET', path: '/api/MasterData/GetSkills', audience: 'signedIn' },
  privacyGetAccessLog: { method: 'GET', path: '/api/Privacy/GetAccessLog', audience: 'signedIn', query: privacy.PersonQuery, answer: privacy.AccessLog },
  privacyExportPerson: { method: 'GET', path: '/api/Privacy/ExportPerson', audience: 'signedIn', query: privacy.PersonQuery, answer: privacy.PersonExport },
  accountRegisterUser: { method: 'POST', path: '/Account/RegisterUser', audience: ['Manager'], body: accounts.RegisterUserRequest, answer: accounts.RegisterUserResponse },
  accountReInviteUser: { method: 'POST', path: '/Account/ReInviteUser', audience: ['Manager'], body: accounts.ReInviteUserRequest, answer: accounts.ReInviteUserResponse },
  userUpdateClubDetails: { method: 'POST', path: '/api/user/UpdateClubDetails', audience: ['Manager'], body: clubStructure.UpdateClubDetailsRequest, answer: clubStructure.SaveResult },
  userGetFamilySettings: { method: 'GET', path: '/api/user/GetFamilySettings', audience: ['Manager'], answer: guardians.FamilySettings },
  userSaveFamilySettings: { method: 'POST', path: '/api/user/SaveFamilySettings', audience: ['Manager'], body: guardians.FamilySettings, answer: people.Succeeded },
  masterDataAddOrUpdateSeason: { method: 'POST', path: '/api/MasterData/AddOrUpdateSeason', audience: ['Manager'], body: clubStructure.SaveSeasonRequest, answer: clubStructure.SaveResult },
  masterDataUpdateSeasons: { method: 'POST', path: '/api/MasterData/UpdateSeasons', audience: ['Manager'], body: clubStructure.UpdateSeasonsRequest, answer: clubStructure.SaveResult },
  masterDataSaveSkills: { method: 'POST', path: '/api/MasterData/SaveSkills', audience: ['Manager'], body: reportWriting.SaveSkillsRequest, answer: people.Succeeded },
  masterDataSaveSeasonRounds: { method: 'POST', path: '/api/MasterData/SaveSeasonRounds', audience: ['Manager'], body: rounds.SaveSeasonRoundsRequest, answer: people.Succeeded },
  masterDataSetSeasonReminders: { method: 'POST', path: '/api/MasterData/SetSeasonReminders', audience: ['Manager'], body: rounds.SetSeasonRemindersRequest, answer: people.Succeeded },
  dashboardGetDashboardTotalHeader: { method: 'GET', path: '/api/Dashboard/GetDashboardTotalHeader', audience: ['Manager'], answer: schemas.DashboardTotals },
  dashboardGetMainDashboard: { method: 'GET', path: '/api/Dashboard/GetMainDashboard', audience: ['Manager'], query: dashboard.MainDashboardQuery, answer: dashboard.MainDashboard },
  dashboardGetPlayerDevelopment: { method: 'POST', path: '/api/Dashboard/GetPlayerDevelopment', audience: ['Manager'], query: dashboard.DashboardSeasonQuery, answer: dashboard.PlayerDevelopment },
  dashboardGetDashboardTrainerOverview: { method: 'POST', path: '/api/Dashboard/GetDashboardTrainerOverview', audience: ['Manager'], query: dashboard.DashboardSeasonQuery },
  dashboardGetDashboardTeamOverview: { method: 'POST', path: '/api/Dashboard/GetDashboardTeamOverview', audience: ['Manager'], query: dashboard.DashboardSeasonQuery },
  dashboardGetDueSoon: { method: 'GET', path: '/api/Dashboard/GetDueSoon', audience: ['Manager'], answer: rounds.DueSoon },
  dashboardGetTrainerCalibration: { method: 'GET', path: '/api/Dashboard/GetTrainerCalibration', audience: ['Manager'], answer: insight.TrainerCalibration },
  dashboardGetGettingStarted: { method: 'GET', path: '/api/Dashboard/GetGettingStarted', audience: ['Manager'], answer: dashboard.GettingStarted },
  teamGetTeamOverviewByClubId: { method: 'GET', path: '/api/team/GetTeamOverviewByClubId', audience: ['Manager'] },
  teamAddteam: { method: 'POST', path: '/api/team/addteam', audience: ['Manager'], body: clubStructure.SaveTeamRequest, answer: clubStructure.SaveResult },
  teamRemoveTeams: { method: 'POST', path: '/api/Team/RemoveTeams', audience: ['Manager'], answer: clubStructure.Succeeded },
  teamGetTeamDetail: { method: 'GET', path: '/api/Team/GetTeamDetail', audience: ['Manager'], answer: clubStructure.TeamDetail },
  teamAddPlayerToTeam: { method: 'POST', path: '/api/Team/AddPlayerToTeam', audience: ['Manager'], answer: clubStructure.Succeeded },
  teamAddTrainerToTeam: { method: 'POST', path: '/api/Team/AddTrainerToTeam', audience: ['Manager'], answer: clubStructure.Succeeded },
  teamGetTeamSkillProfile: { method: 'GET', path: '/api/Team/GetTeamSkillProfile', audience: ['Manager'], answer: insight.TeamSkillProfile },
  teamGetPlacementBoard: { method: 'GET', path: '/api/Team/GetPlacementBoard', audience: ['Manager'] },
  teamMovePlayers: { method: 'POST', path: '/api/Team/MovePlayers', audience: ['Manager'], body: clubStructure.MovePlayersRequest, answer: clubStructure.Succeeded },
  managerGetUserDetailHeader: { method: 'GET', path: '/api/Manager/GetUserDetailHeader', audience: ['Manager'], answer: schemas.UserDetailHeader },
  managerGetUserManagerOverviewByClubId: { method: 'GET', path: '/api/manager/GetUserManagerOverviewByClubId', audience: ['Manager'] },
  managerGetUserManagerOverviewByFilterSeasonId: { method: 'GET', path: '/api/manager/GetUserManagerOverviewByFilterSeasonId', audience: ['Manager'] },
  managerRemoveManagers: { method: 'POST', path: '/api/Manager/RemoveManagers', audience: ['Manager'], body: people.RemovePeopleRequest, answer: people.Succeeded },
  managerGetManagerByUserId: { method: 'GET', path: '/api/manager/GetManagerByUserId', audience: ['Manager'], answer: people.ManagerProfile },
  managerSearchByKeyword: { method: 'GET', path: '/api/Manager/SearchByKeyword', audience: ['Manager'] },
  managerGetAvailablePlayersOrTrainers: { method: 'GET', path: '/api/Manager/getAvailablePlayersOrTrainers', audience: ['Manager'] },
  playerGetPlayerOverviewReportByClubId: { method: 'GET', path: '/api/Player/GetPlayerOverviewReportByClubId', audience: ['Manager'] },
  playerGetUserManagerOverviewByClubId: { method: 'GET', path: '/api/Player/GetUserManagerOverviewByClubId', audience: ['Manager'] },
  playerRemovePlayers: { method: 'POST', path: '/api/Player/RemovePlayers', audience: ['Manager'], body: people.RemovePeopleRequest, answer: people.Succeeded },
  playerGetPlayerDetailById: { method: 'GET', path: '/api/Player/GetPlayerDetailById', audience: ['Manager'], answer: people.PlayerProfile },
  playerGetTeamPlayerOverview: { method: 'GET', path: '/api/Player/GetTeamPlayerOverview', audience: ['Manager'] },
  playerRemovePlayersFromTeam: { method: 'POST', path: '/api/Player/RemovePlayersFromTeam', audience: ['Manager'], answer: clubStructure.Succeeded },
  playerChangeTeam: { method: 'POST', path: '/api/Player/ChangeTeam', audience: ['Manager'], body: clubStructure.ChangeTeamRequest, answer: clubStructure.Succeeded },
  playerGetCalibratedAverages: { method: 'GET', path: '/api/Player/GetCalibratedAverages', audience: ['Manager'], answer: insight.CalibratedAverages },
  playerGetGuardians: { method: 'GET', path: '/api/Player/GetGuardians', audience: ['Manager'] },
  playerAddGuardian: { method: 'POST', path: '/api/Player/AddGuardian', audience: ['Manager'], body: guardians.AddGuardianRequest, answer: guardians.AddGuardianResult },
  playerRemoveGuardian: { method: 'POST', path: '/api/Player/RemoveGuardian', audience: ['Manager'], body: guardians.RemoveGuardianRequest, answer: people.Succeeded },
  trainerGetTrainersOverview: { method: 'GET', path: '/api/trainer/GetTrainersOverview', audience: ['Manager'] },
  trainerRemoveTrainers: { method: 'POST', path: '/api/Trainer/RemoveTrainers', audience: ['Manager'], body: people.RemovePeopleRequest, answer: people.Succeeded },
  trainerGetTrainerByUserId: { method: 'GET', path: '/api/trainer/GetTrainerByUserId', audience: ['Manager'], answer: people.TrainerProfile },
  trainerGetTrainerPersonalDetail: { method: 'GET', path: '/api/trainer/GetTrainerPersonalDetail', audience: ['Manager'], query: reports.TrainerReportFilterQuery, answer: reports.TrainerPersonalDetail },
  trainerGetTrainerOverviewByClubId: { method: 'GET', path: '/api/trainer/GetTrainerOverviewByClubId', audience: ['Manager'] },
  trainerRemoveTrainersFromTeam: { method: 'POST', path: '/api/Trainer/RemoveTrainersFromTeam', audience: ['Manager'], answer: clubStructure.Succeeded },
  trainerSendReminders: { method: 'POST', path: '/api/Trainer/SendReminders', audience: ['Manager'], body: rounds.SendRemindersRequest, answer: rounds.SendRemindersResult },
  reportReopenReport: { method: 'POST', path: '/api/Report/ReopenReport', audience: ['Manager'], body: reportWriting.ReportIdRequest, answer: people.Succeeded },
  reportExportSeason: { method: 'GET', path: '/api/Report/ExportSeason', audience: ['Manager'] },
  reportGetReleaseRounds: { method: 'GET', path: '/api/Report/GetReleaseRounds', audience: ['Manager'] },
  reportReleaseRound: { method: 'POST', path: '/api/Report/ReleaseRound', audience: ['Manager'], body: guardians.ReleaseRoundRequest, answer: guardians.ReleaseResult },
  privacyErasePerson: { method: 'POST', path: '/api/Privacy/ErasePerson', audience: ['Manager'], body: privacy.ErasePersonRequest, answer: privacy.ErasePersonResult },
  importPreview: { method: 'POST', path: '/api/Import/Preview', audience: ['Manager'], query: memberImport.ImportPreviewQuery, answer: memberImport.ImportPreview },
  importRun: { method: 'POST', path: '/api/Import/Run', audience: ['Manager'], body: memberImport.ImportRunRequest },
  importStatus: { method: 'GET', path: '/api/Import/Status', audience: ['Manager'], query: memberImport.ImportStatusQuery, answer: memberImport.ImportStatus },
  importErrorRows: { method: 'GET', path: '/api/Import/ErrorRows', audience: ['Manager'], query: memberImport.ImportStatusQuery },
  masterDataGetSeasonRounds: { method: 'GET', path: '/api/MasterData/GetSeasonRounds', audience: ['Manager', 'Trainer'], answer: rounds.SeasonRounds },
  playerGetPlayerDetailByIdBySeason: { method: 'GET', path: '/api/Player/GetPlayerDetailByIdBySeason', audience: ['Manager', 'Guardian'], answer: people.PlayerProfile },
  playerGetPlayerHistory: { method: 'GET', path: '/api/Player/GetPlayerHistory', audience: ['Manager', 'Guardian'], answer: insight.PlayerHistory },
  playerGetConsents: { method: 'GET', path: '/api/Player/GetConsents', audience: ['Manager', 'Player', 'Guardian'], answer: guardians.Consents },
  playerSetConsent: { method: 'POST', path: '/api/Player/SetConsent', audience: ['Manager', 'Player', 'Guardian'], body: guardians.SetConsentRequest, answer: guardians.Consents },
  reportGetMyPlayers: { method: 'GET', path: '/api/Report/GetMyPlayers', audience: ['Trainer'], query: reportWriting.SeasonQuery },
  reportStartReport: { method: 'POST', path: '/api/Report/StartReport', audience: ['Trainer'], body: reportWriting.StartReportRequest, answer: reportWriting.StartReportResult },
  reportSaveReport: { method: 'POST', path: '/api/Report/SaveReport', audience: ['Trainer'], body: reportWriting.SaveReportRequest, answer: people.Succeeded },
  reportCompleteReport: { method: 'POST', path: '/api/Report/CompleteReport', audience: ['Trainer'], body: reportWriting.ReportIdRequest, answer: people.Succeeded },
  reportDeleteReport: { method: 'POST', path: '/api/Report/DeleteReport', audience: ['Trainer'], body: reportWriting.ReportIdRequest, answer: people.Succeeded },
  reportGetReport: { method: 'GET', path: '/api/Report/GetReport', audience: ['Trainer', 'Manager'], query: reportWriting.ReportIdQuery, answer: reportWriting.Report },
  reportGetMyReports: { method: 'GET', path: '/api/Report/GetMyReports', audience: ['Player'], query: reportWriting.SeasonQuery, answer: reportWriting.MyReports },
  guardianGetChildren: { method: 'GET', path: '/api/Guardian/GetChildren', audience: ['Guardian'] },
  adminClubs: { method: 'GET', path: '/Admin/Clubs', audience: 'operator' },
  adminSeasons: { method: 'GET', path: '/Admin/Seasons', audience: 'operator' },
  adminTeams: { method: 'GET', path: '/Admin/Teams', audience: 'operator' },
  homeAdmin: { method: 'POST', path: '/HomeAdmin', audience: 'operator', answer: admin.BatchResult },
  adminAuthMe: { method: 'GET', path: '/admin/auth/me', audience: 'operator', answer: operators.OperatorMe },
  adminAuthLogout: { method: 'POST', path: '/admin/auth/logout', audience: 'operator', answer: operators.OperatorDone },
  adminRestClubs: { method: 'GET', path: '/admin/rest/clubs', audience: 'operator', query: operators.RestListQuery },
  adminRestClubsById: { method: 'GET', path: '/admin/rest/clubs/:id', audience: 'operator', answer: operators.ClubRow },
  adminRestPeople: { method: 'GET', path: '/admin/rest/people', audience: 'operator', query: operators.RestListQuery },
  adminRestPeopleById: { method: 'GET', path: '/admin/rest/people/:id', audience: 'operator', answer: operators.PersonRow },
  adminRestInvitations: { method: 'GET', path: '/admin/rest/invitations', audience: 'operator', query: operators.RestListQuery },
  adminRestInvitationsById: { method: 'GET', path: '/admin/rest/invitations/:id', audience: 'operator', answer: operators.InvitationRow },
  adminRestMail: { method: 'GET', path: '/admin/rest/mail', audience: 'operator', query: operators.RestListQuery },
  adminRestMailById: { method: 'GET', path: '/admin/rest/mail/:id', audience: 'operator', answer: operators.MailRow },
  adminRestAudit: { method: 'GET', path: '/admin/rest/audit', audience: 'operator', query: operators.RestListQuery },
  adminRestAuditById: { method: 'GET', path: '/admin/rest/audit/:id', audience: 'operator', answer: operators.AuditRow },
  adminRestImports: { method: 'GET', path: '/admin/rest/imports', audience: 'operator', query: operators.RestListQuery },
  adminRestImportsById: { method: 'GET', path: '/admin/rest/imports/:id', audience: 'operator', answer: operators.ImportRow },
  adminRestImportsByIdErrorsCsv: { method: 'GET', path: '/admin/rest/imports/:id/errors.csv', audience: 'operator' },
  adminRestClubsPost: { method: 'POST', path: '/admin/rest/clubs', audience: 'operator', body: operators.ClubCreate, answer: operators.ClubRow },
  adminRestClubsByIdPut: { method: 'PUT', path: '/admin/rest/clubs/:id', audience: 'operator', body: operators.ClubUpdate, answer: operators.ClubRow },
  adminRestPeopleByIdResendInvitation: { method: 'POST', path: '/admin/rest/people/:id/resendInvitation', audience: 'operator', answer: operators.ActionDone },
  adminRestPeopleByIdEndSessions: { method: 'POST', path: '/admin/rest/people/:id/endSessions', audience: 'operator', answer: operators.ActionDone },
  adminRestPeopleByIdUnblock: { method: 'POST', path: '/admin/rest/people/:id/unblock', audience: 'operator', answer: operators.ActionDone },
  adminRestMailByIdResend: { method: 'POST', path: '/admin/rest/mail/:id/resend', audience: 'operator', answer: operators.ActionDone },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The service a call belongs to: the sign-in service (/Account/) or the main API; the web app has a base address for each. */
export const serviceOf = (endpoint: Endpoint): 'auth' | 'api' => (endpoint.path.startsWith('/Account/') ? 'auth' : 'api');
