/**
 * Every call of the server, once: its method, its path and who may make it. The web app calls through
 * this table (`call(endpoints.x, input)`, src/providers/call.ts) and needs nothing else of a call at run
 * time; the server joins it with the calls' schemas (contract/endpoints.ts) and registers each route from
 * that. Kept apart from the schemas so the web app's scripts carry no TypeBox (the sign-in page loads this
 * table): test/web/contractImports.test.ts keeps it so.
 */
import type { Role } from './schemas.js';

/**
 * Who may make a call: anyone ('public'), every signed-in person of a club ('signedIn'), only the given
 * club roles (403 to the others), or the platform's operators ('operator').
 */
export type Audience = 'public' | 'signedIn' | readonly Role[] | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointAddress {
  readonly method: HttpMethod;
  /** The path, with `:name` for a part of the address (e.g. /admin/rest/clubs/:id). */
  readonly path: string;
  readonly audience: Audience;
  /** Answers 204 without a body when there is nothing to list (spec §7): the answer's type is `Answer | undefined`. */
  readonly empty?: true;
  /** Answers 202 with its answer: the work was accepted and goes on after the answer (the import's run). */
  readonly accepted?: true;
  /**
   * Answers the spec's save envelope (SaveResult in contract/schemas.ts: `isSucceeded`, and the reason
   * when false). The web app turns `isSucceeded: false` into an error (src/providers/call.ts).
   */
  readonly saved?: true;
}

/** The calls by name: the path's parts in camelCase (a second method on one path: its method added). */
export const endpointAddresses = {
  accountLogin: { method: 'POST', path: '/Account/Login', audience: 'public' },
  accountTokenConfirmation: { method: 'GET', path: '/Account/TokenConfirmation', audience: 'public' },
  accountResetPasswordTokenValidation: { method: 'GET', path: '/Account/ResetPasswordTokenValidation', audience: 'public' },
  accountSetupInitialPassword: { method: 'POST', path: '/Account/SetupInitialPassword', audience: 'public', saved: true },
  accountSetupResetPassword: { method: 'POST', path: '/Account/SetupResetPassword', audience: 'public', saved: true },
  accountResetPassword: { method: 'POST', path: '/Account/ResetPassword', audience: 'public', saved: true },
  accountMailPreference: { method: 'GET', path: '/Account/MailPreference', audience: 'public' },
  accountSetMailPreference: { method: 'POST', path: '/Account/SetMailPreference', audience: 'public' },
  userGetTermsAndPrivacy: { method: 'GET', path: '/api/user/GetTermsAndPrivacy', audience: 'public' },
  adminAuthLogin: { method: 'POST', path: '/admin/auth/login', audience: 'public' },
  adminAuthSetup: { method: 'GET', path: '/admin/auth/setup', audience: 'public' },
  adminAuthSetupPost: { method: 'POST', path: '/admin/auth/setup', audience: 'public' },
  health: { method: 'GET', path: '/api/health', audience: 'public' },
  photosById: { method: 'GET', path: '/photos/:id', audience: 'public' },
  accountClubs: { method: 'GET', path: '/Account/Clubs', audience: 'signedIn' },
  accountSwitchClub: { method: 'POST', path: '/Account/SwitchClub', audience: 'signedIn' },
  accountAuthenticateWithBearerToken: { method: 'POST', path: '/Account/AuthenticateWithBearerToken', audience: 'signedIn' },
  accountLogout: { method: 'POST', path: '/Account/Logout', audience: 'signedIn', saved: true },
  accountUploadPhoto: { method: 'POST', path: '/Account/UploadPhoto', audience: 'signedIn' },
  accountUpdateUser: { method: 'POST', path: '/Account/UpdateUser', audience: 'signedIn', saved: true },
  accountClearPhoto: { method: 'POST', path: '/Account/ClearPhoto', audience: 'signedIn', saved: true },
  userGetClubDetails: { method: 'GET', path: '/api/user/GetClubDetails', audience: 'signedIn' },
  userAcceptPolicy: { method: 'POST', path: '/api/user/AcceptPolicy', audience: 'signedIn', saved: true },
  userGetPrivacyStatement: { method: 'GET', path: '/api/user/GetPrivacyStatement', audience: 'signedIn' },
  masterDataGetClubSeason: { method: 'GET', path: '/api/MasterData/GetClubSeason', audience: 'signedIn' },
  masterDataGetPositions: { method: 'GET', path: '/api/MasterData/GetPositions', audience: 'signedIn' },
  masterDataGetTeams: { method: 'GET', path: '/api/MasterData/GetTeams', audience: 'signedIn' },
  masterDataGetSkills: { method: 'GET', path: '/api/MasterData/GetSkills', audience: 'signedIn' },
  privacyGetAccessLog: { method: 'GET', path: '/api/Privacy/GetAccessLog', audience: 'signedIn' },
  privacyExportPerson: { method: 'GET', path: '/api/Privacy/ExportPerson', audience: 'signedIn' },
  accountRegisterUser: { method: 'POST', path: '/Account/RegisterUser', audience: ['Manager'], saved: true },
  accountReInviteUser: { method: 'POST', path: '/Account/ReInviteUser', audience: ['Manager'], saved: true },
  userUpdateClubDetails: { method: 'POST', path: '/api/user/UpdateClubDetails', audience: ['Manager'], saved: true },
  userGetFamilySettings: { method: 'GET', path: '/api/user/GetFamilySettings', audience: ['Manager'] },
  userSaveFamilySettings: { method: 'POST', path: '/api/user/SaveFamilySettings', audience: ['Manager'], saved: true },
  masterDataAddOrUpdateSeason: { method: 'POST', path: '/api/MasterData/AddOrUpdateSeason', audience: ['Manager'], saved: true },
  masterDataUpdateSeasons: { method: 'POST', path: '/api/MasterData/UpdateSeasons', audience: ['Manager'], saved: true },
  masterDataSaveSkills: { method: 'POST', path: '/api/MasterData/SaveSkills', audience: ['Manager'], saved: true },
  masterDataSaveSeasonRounds: { method: 'POST', path: '/api/MasterData/SaveSeasonRounds', audience: ['Manager'], saved: true },
  masterDataSetSeasonReminders: { method: 'POST', path: '/api/MasterData/SetSeasonReminders', audience: ['Manager'], saved: true },
  dashboardGetDashboardTotalHeader: { method: 'GET', path: '/api/Dashboard/GetDashboardTotalHeader', audience: ['Manager'] },
  dashboardGetMainDashboard: { method: 'GET', path: '/api/Dashboard/GetMainDashboard', audience: ['Manager'] },
  dashboardGetPlayerDevelopment: { method: 'POST', path: '/api/Dashboard/GetPlayerDevelopment', audience: ['Manager'] },
  dashboardGetDashboardTrainerOverview: { method: 'POST', path: '/api/Dashboard/GetDashboardTrainerOverview', audience: ['Manager'] },
  dashboardGetDashboardTeamOverview: { method: 'POST', path: '/api/Dashboard/GetDashboardTeamOverview', audience: ['Manager'] },
  dashboardGetDueSoon: { method: 'GET', path: '/api/Dashboard/GetDueSoon', audience: ['Manager'] },
  dashboardGetTrainerCalibration: { method: 'GET', path: '/api/Dashboard/GetTrainerCalibration', audience: ['Manager'] },
  dashboardGetGettingStarted: { method: 'GET', path: '/api/Dashboard/GetGettingStarted', audience: ['Manager'] },
  teamGetTeamOverviewByClubId: { method: 'GET', path: '/api/team/GetTeamOverviewByClubId', audience: ['Manager'] },
  teamAddteam: { method: 'POST', path: '/api/team/addteam', audience: ['Manager'], saved: true },
  teamRemoveTeams: { method: 'POST', path: '/api/Team/RemoveTeams', audience: ['Manager'], saved: true },
  teamGetTeamDetail: { method: 'GET', path: '/api/Team/GetTeamDetail', audience: ['Manager'] },
  teamAddPlayerToTeam: { method: 'POST', path: '/api/Team/AddPlayerToTeam', audience: ['Manager'], saved: true },
  teamAddTrainerToTeam: { method: 'POST', path: '/api/Team/AddTrainerToTeam', audience: ['Manager'], saved: true },
  teamGetTeamSkillProfile: { method: 'GET', path: '/api/Team/GetTeamSkillProfile', audience: ['Manager'] },
  teamGetPlacementBoard: { method: 'GET', path: '/api/Team/GetPlacementBoard', audience: ['Manager'] },
  teamMovePlayers: { method: 'POST', path: '/api/Team/MovePlayers', audience: ['Manager'], saved: true },
  teamGetSeasonPlan: { method: 'GET', path: '/api/Team/GetSeasonPlan', audience: ['Manager'] },
  teamPlanPlayers: { method: 'POST', path: '/api/Team/PlanPlayers', audience: ['Manager'], saved: true },
  teamClearSeasonPlan: { method: 'POST', path: '/api/Team/ClearSeasonPlan', audience: ['Manager'], saved: true },
  teamApplySeasonPlan: { method: 'POST', path: '/api/Team/ApplySeasonPlan', audience: ['Manager'], saved: true },
  managerGetUserDetailHeader: { method: 'GET', path: '/api/Manager/GetUserDetailHeader', audience: ['Manager'] },
  managerGetUserManagerOverviewByClubId: { method: 'GET', path: '/api/manager/GetUserManagerOverviewByClubId', audience: ['Manager'] },
  managerGetUserManagerOverviewByFilterSeasonId: { method: 'GET', path: '/api/manager/GetUserManagerOverviewByFilterSeasonId', audience: ['Manager'] },
  managerRemoveManagers: { method: 'POST', path: '/api/Manager/RemoveManagers', audience: ['Manager'], saved: true },
  managerGetManagerByUserId: { method: 'GET', path: '/api/manager/GetManagerByUserId', audience: ['Manager'] },
  managerSearchByKeyword: { method: 'GET', path: '/api/Manager/SearchByKeyword', audience: ['Manager'] },
  managerGetAvailablePlayersOrTrainers: { method: 'GET', path: '/api/Manager/getAvailablePlayersOrTrainers', audience: ['Manager'] },
  playerGetPlayerOverviewReportByClubId: { method: 'GET', path: '/api/Player/GetPlayerOverviewReportByClubId', audience: ['Manager'], empty: true },
  playerGetUserManagerOverviewByClubId: { method: 'GET', path: '/api/Player/GetUserManagerOverviewByClubId', audience: ['Manager'], empty: true },
  playerRemovePlayers: { method: 'POST', path: '/api/Player/RemovePlayers', audience: ['Manager'], saved: true },
  playerGetPlayerDetailById: { method: 'GET', path: '/api/Player/GetPlayerDetailById', audience: ['Manager'] },
  playerGetTeamPlayerOverview: { method: 'GET', path: '/api/Player/GetTeamPlayerOverview', audience: ['Manager'], empty: true },
  playerRemovePlayersFromTeam: { method: 'POST', path: '/api/Player/RemovePlayersFromTeam', audience: ['Manager'], saved: true },
  playerChangeTeam: { method: 'POST', path: '/api/Player/ChangeTeam', audience: ['Manager'], saved: true },
  playerGetCalibratedAverages: { method: 'GET', path: '/api/Player/GetCalibratedAverages', audience: ['Manager'] },
  playerGetGuardians: { method: 'GET', path: '/api/Player/GetGuardians', audience: ['Manager'] },
  playerAddGuardian: { method: 'POST', path: '/api/Player/AddGuardian', audience: ['Manager'] },
  playerRemoveGuardian: { method: 'POST', path: '/api/Player/RemoveGuardian', audience: ['Manager'], saved: true },
  trainerGetTrainersOverview: { method: 'GET', path: '/api/trainer/GetTrainersOverview', audience: ['Manager'] },
  trainerRemoveTrainers: { method: 'POST', path: '/api/Trainer/RemoveTrainers', audience: ['Manager'], saved: true },
  trainerGetTrainerByUserId: { method: 'GET', path: '/api/trainer/GetTrainerByUserId', audience: ['Manager'] },
  trainerGetTrainerPersonalDetail: { method: 'GET', path: '/api/trainer/GetTrainerPersonalDetail', audience: ['Manager'] },
  trainerGetTrainerOverviewByClubId: { method: 'GET', path: '/api/trainer/GetTrainerOverviewByClubId', audience: ['Manager'] },
  trainerRemoveTrainersFromTeam: { method: 'POST', path: '/api/Trainer/RemoveTrainersFromTeam', audience: ['Manager'], saved: true },
  trainerSendReminders: { method: 'POST', path: '/api/Trainer/SendReminders', audience: ['Manager'] },
  reportReopenReport: { method: 'POST', path: '/api/Report/ReopenReport', audience: ['Manager'], saved: true },
  reportExportSeason: { method: 'GET', path: '/api/Report/ExportSeason', audience: ['Manager'] },
  reportGetReleaseRounds: { method: 'GET', path: '/api/Report/GetReleaseRounds', audience: ['Manager'] },
  reportReleaseRound: { method: 'POST', path: '/api/Report/ReleaseRound', audience: ['Manager'] },
  privacyErasePerson: { method: 'POST', path: '/api/Privacy/ErasePerson', audience: ['Manager'], saved: true },
  importPreview: { method: 'POST', path: '/api/Import/Preview', audience: ['Manager'] },
  importRun: { method: 'POST', path: '/api/Import/Run', audience: ['Manager'], accepted: true },
  importStatus: { method: 'GET', path: '/api/Import/Status', audience: ['Manager'] },
  importErrorRows: { method: 'GET', path: '/api/Import/ErrorRows', audience: ['Manager'] },
  importSendInvitations: { method: 'POST', path: '/api/Import/SendInvitations', audience: ['Manager'] },
  masterDataGetSeasonRounds: { method: 'GET', path: '/api/MasterData/GetSeasonRounds', audience: ['Manager', 'Trainer'] },
  playerGetPlayerDetailByIdBySeason: { method: 'GET', path: '/api/Player/GetPlayerDetailByIdBySeason', audience: ['Manager', 'Guardian'] },
  playerGetPlayerHistory: { method: 'GET', path: '/api/Player/GetPlayerHistory', audience: ['Manager', 'Guardian'] },
  playerGetConsents: { method: 'GET', path: '/api/Player/GetConsents', audience: ['Manager', 'Player', 'Guardian'] },
  playerSetConsent: { method: 'POST', path: '/api/Player/SetConsent', audience: ['Manager', 'Player', 'Guardian'] },
  reportGetMyPlayers: { method: 'GET', path: '/api/Report/GetMyPlayers', audience: ['Trainer'] },
  reportStartReport: { method: 'POST', path: '/api/Report/StartReport', audience: ['Trainer'] },
  reportSaveReport: { method: 'POST', path: '/api/Report/SaveReport', audience: ['Trainer'], saved: true },
  reportCompleteReport: { method: 'POST', path: '/api/Report/CompleteReport', audience: ['Trainer'], saved: true },
  reportDeleteReport: { method: 'POST', path: '/api/Report/DeleteReport', audience: ['Trainer'], saved: true },
  reportGetReport: { method: 'GET', path: '/api/Report/GetReport', audience: ['Trainer', 'Manager'] },
  reportGetMyReports: { method: 'GET', path: '/api/Report/GetMyReports', audience: ['Player'] },
  guardianGetChildren: { method: 'GET', path: '/api/Guardian/GetChildren', audience: ['Guardian'] },
  adminClubs: { method: 'GET', path: '/Admin/Clubs', audience: 'operator' },
  adminSeasons: { method: 'GET', path: '/Admin/Seasons', audience: 'operator' },
  adminTeams: { method: 'GET', path: '/Admin/Teams', audience: 'operator' },
  homeAdmin: { method: 'POST', path: '/HomeAdmin', audience: 'operator' },
  adminAuthMe: { method: 'GET', path: '/admin/auth/me', audience: 'operator' },
  adminAuthLogout: { method: 'POST', path: '/admin/auth/logout', audience: 'operator' },
  adminRestClubs: { method: 'GET', path: '/admin/rest/clubs', audience: 'operator' },
  adminRestClubsById: { method: 'GET', path: '/admin/rest/clubs/:id', audience: 'operator' },
  adminRestPeople: { method: 'GET', path: '/admin/rest/people', audience: 'operator' },
  adminRestPeopleById: { method: 'GET', path: '/admin/rest/people/:id', audience: 'operator' },
  adminRestInvitations: { method: 'GET', path: '/admin/rest/invitations', audience: 'operator' },
  adminRestInvitationsById: { method: 'GET', path: '/admin/rest/invitations/:id', audience: 'operator' },
  adminRestMail: { method: 'GET', path: '/admin/rest/mail', audience: 'operator' },
  adminRestMailById: { method: 'GET', path: '/admin/rest/mail/:id', audience: 'operator' },
  adminRestAudit: { method: 'GET', path: '/admin/rest/audit', audience: 'operator' },
  adminRestAuditById: { method: 'GET', path: '/admin/rest/audit/:id', audience: 'operator' },
  adminRestImports: { method: 'GET', path: '/admin/rest/imports', audience: 'operator' },
  adminRestImportsById: { method: 'GET', path: '/admin/rest/imports/:id', audience: 'operator' },
  adminRestBackups: { method: 'GET', path: '/admin/rest/backups', audience: 'operator' },
  adminRestBackupsById: { method: 'GET', path: '/admin/rest/backups/:id', audience: 'operator' },
  adminRestImportsByIdErrorsCsv: { method: 'GET', path: '/admin/rest/imports/:id/errors.csv', audience: 'operator' },
  adminRestClubsPost: { method: 'POST', path: '/admin/rest/clubs', audience: 'operator' },
  adminRestClubsByIdPut: { method: 'PUT', path: '/admin/rest/clubs/:id', audience: 'operator' },
  adminRestPeopleByIdResendInvitation: { method: 'POST', path: '/admin/rest/people/:id/resendInvitation', audience: 'operator' },
  adminRestPeopleByIdEndSessions: { method: 'POST', path: '/admin/rest/people/:id/endSessions', audience: 'operator' },
  adminRestPeopleByIdUnblock: { method: 'POST', path: '/admin/rest/people/:id/unblock', audience: 'operator' },
  adminRestMailByIdResend: { method: 'POST', path: '/admin/rest/mail/:id/resend', audience: 'operator' },
} as const satisfies Record<string, EndpointAddress>;

export type EndpointName = keyof typeof endpointAddresses;

/** The service a call belongs to: the sign-in service (/Account/) or the main API; the web app has a base address for each. */
export const serviceOf = (endpoint: EndpointAddress): 'auth' | 'api' => (endpoint.path.startsWith('/Account/') ? 'auth' : 'api');
