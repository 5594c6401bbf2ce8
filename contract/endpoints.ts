/**
 * Every call of the server with its TypeBox schemas: the addresses of contract/endpointAddresses.ts
 * (method, path, audience) joined with the schemas of its request (body, query) and answer (200). The
 * server registers each route's method and path from it (`app.route({ ...route(endpoints.x), schema,
 * handler })`, server/routes/endpointRoute.ts); the web app takes only the addresses (and the answers'
 * types), so its scripts carry no schema. test/server/calls/endpoints.test.ts checks that every entry is
 * registered, with this method and audience, and every registered call is an entry.
 *
 * The schemas are those the route validates with, named in the contract module of their area (queries
 * several calls take once: SeasonQuery, SeasonIdQuery, PersonQuery in contract/schemas.ts); no route
 * writes a query, body or 200 answer of its own. An entry without `body` or `query` is a call that takes
 * none; one without `answer` answers no JSON (a photo, the season's workbook; their routes describe the
 * media type) or is one of the operator console's generic lists, whose routes build the answer per
 * resource at start-up (server/routes/operator/rest.ts).
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
  accountResetPassword: { query: accounts.ResetPasswordQuery, answer: schemas.SaveResult },
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
  accountLogout: { answer: schemas.SaveResult },
  accountUploadPhoto: { query: clubStructure.PhotoUploadQuery, answer: clubStructure.PhotoUploadResult },
  accountUpdateUser: { body: people.UpdateUserRequest, answer: schemas.SaveResult },
  accountClearPhoto: { query: schemas.PersonQuery, answer: people.ClearPhotoResponse },
  userGetClubDetails: { answer: schemas.ClubDetails },
  userAcceptPolicy: { body: accounts.AcceptPolicyRequest, answer: accounts.AcceptPolicyResponse },
  userGetPrivacyStatement: { query: accounts.TermsQuery, answer: guardians.PrivacyStatement },
  masterDataGetClubSeason: { answer: schemas.Seasons },
  masterDataGetPositions: { answer: schemas.Positions },
  masterDataGetTeams: { query: schemas.SeasonQuery, answer: clubStructure.Teams },
  masterDataGetSkills: { answer: reportWriting.Skills },
  privacyGetAccessLog: { query: schemas.PersonQuery, answer: privacy.AccessLog },
  privacyExportPerson: { query: schemas.PersonQuery, answer: privacy.PersonExport },
  accountRegisterUser: { body: accounts.RegisterUserRequest, answer: accounts.RegisterUserResponse },
  accountReInviteUser: { body: accounts.ReInviteUserRequest, answer: schemas.SaveResult },
  userUpdateClubDetails: { body: clubStructure.UpdateClubDetailsRequest, answer: clubStructure.SavedWithId },
  userGetFamilySettings: { answer: guardians.FamilySettings },
  userSaveFamilySettings: { body: guardians.FamilySettings, answer: schemas.SaveResult },
  masterDataAddOrUpdateSeason: { body: clubStructure.SaveSeasonRequest, answer: clubStructure.SavedWithId },
  masterDataUpdateSeasons: { body: clubStructure.UpdateSeasonsRequest, answer: clubStructure.SavedWithId },
  masterDataSaveSkills: { body: reportWriting.SaveSkillsRequest, answer: schemas.SaveResult },
  masterDataSaveSeasonRounds: { body: rounds.SaveSeasonRoundsRequest, answer: schemas.SaveResult },
  masterDataSetSeasonReminders: { body: rounds.SetSeasonRemindersRequest, answer: schemas.SaveResult },
  dashboardGetDashboardTotalHeader: { query: schemas.SeasonQuery, answer: schemas.DashboardTotals },
  dashboardGetMainDashboard: { query: dashboard.MainDashboardQuery, answer: dashboard.MainDashboard },
  dashboardGetPlayerDevelopment: { body: dashboard.PanelBody, query: schemas.SeasonIdQuery, answer: dashboard.PlayerDevelopment },
  dashboardGetDashboardTrainerOverview: { body: dashboard.PanelBody, query: schemas.SeasonIdQuery, answer: dashboard.TrainerActivity },
  dashboardGetDashboardTeamOverview: { body: dashboard.PanelBody, query: schemas.SeasonIdQuery, answer: dashboard.TeamActivity },
  dashboardGetDueSoon: { query: schemas.SeasonQuery, answer: rounds.DueSoon },
  dashboardGetTrainerCalibration: { query: schemas.SeasonQuery, answer: insight.TrainerCalibration },
  dashboardGetGettingStarted: { answer: dashboard.GettingStarted },
  teamGetTeamOverviewByClubId: { query: schemas.SeasonQuery, answer: clubStructure.TeamOverview },
  teamAddteam: { body: clubStructure.SaveTeamRequest, answer: clubStructure.SavedWithId },
  teamRemoveTeams: { body: clubStructure.RemoveTeamsRequest, answer: schemas.SaveResult },
  teamGetTeamDetail: { query: clubStructure.TeamQuery, answer: clubStructure.TeamDetail },
  teamAddPlayerToTeam: { body: clubStructure.AddPlayerToTeamRequest, answer: schemas.SaveResult },
  teamAddTrainerToTeam: { body: clubStructure.AddTrainerToTeamRequest, answer: schemas.SaveResult },
  teamGetTeamSkillProfile: { query: clubStructure.TeamSeasonQuery, answer: insight.TeamSkillProfile },
  teamGetPlacementBoard: { query: schemas.SeasonQuery, answer: clubStructure.PlacementBoard },
  teamMovePlayers: { body: clubStructure.MovePlayersRequest, answer: schemas.SaveResult },
  teamGetSeasonPlan: { query: clubStructure.SeasonPlanQuery, answer: clubStructure.SeasonPlan },
  teamPlanPlayers: { body: clubStructure.PlanPlayersRequest, answer: clubStructure.SeasonPlanChange },
  teamClearSeasonPlan: { body: clubStructure.ClearSeasonPlanRequest, answer: clubStructure.SeasonPlanChange },
  teamApplySeasonPlan: { body: clubStructure.ApplySeasonPlanRequest, answer: clubStructure.SeasonPlanChange },
  managerGetUserDetailHeader: { answer: schemas.UserDetailHeader },
  managerGetUserManagerOverviewByClubId: { query: people.ManagerOverviewQuery, answer: people.ManagerOverview },
  managerGetUserManagerOverviewByFilterSeasonId: { query: people.ManagersOfSeasonQuery, answer: people.Managers },
  managerRemoveManagers: { body: people.RemovePeopleRequest, query: people.RemoveManagersQuery, answer: schemas.SaveResult },
  managerGetManagerByUserId: { query: people.ProfileQuery, answer: people.ManagerProfile },
  managerSearchByKeyword: { query: people.SearchQuery, answer: people.SearchResults },
  managerGetAvailablePlayersOrTrainers: { query: clubStructure.AvailablePeopleQuery, answer: clubStructure.AvailablePeople },
  playerGetPlayerOverviewReportByClubId: { query: schemas.SeasonQuery, answer: people.PlayerOverview },
  playerGetUserManagerOverviewByClubId: { query: people.IsActiveQuery, answer: people.InvitedPeople },
  playerRemovePlayers: { body: people.RemovePeopleRequest, query: people.IsActiveQuery, answer: schemas.SaveResult },
  playerGetPlayerDetailById: { query: schemas.PersonQuery, answer: people.PlayerProfile },
  playerGetTeamPlayerOverview: { query: clubStructure.TeamSeasonQuery, answer: clubStructure.TeamPlayers },
  playerRemovePlayersFromTeam: { body: clubStructure.RemovePlayersFromTeamRequest, answer: schemas.SaveResult },
  playerChangeTeam: { body: clubStructure.ChangeTeamRequest, answer: schemas.SaveResult },
  playerGetCalibratedAverages: { query: schemas.SeasonQuery, answer: insight.CalibratedAverages },
  playerGetGuardians: { query: schemas.PersonQuery, answer: guardians.Guardians },
  playerAddGuardian: { body: guardians.AddGuardianRequest, answer: guardians.AddGuardianResult },
  playerRemoveGuardian: { body: guardians.RemoveGuardianRequest, answer: schemas.SaveResult },
  trainerGetTrainersOverview: { query: people.TrainerOverviewQuery, answer: people.TrainerOverview },
  trainerRemoveTrainers: { body: people.RemovePeopleRequest, query: people.RemoveTrainersQuery, answer: schemas.SaveResult },
  trainerGetTrainerByUserId: { query: people.ProfileQuery, answer: people.TrainerProfile },
  trainerGetTrainerPersonalDetail: { query: reports.TrainerReportFilterQuery, answer: reports.TrainerPersonalDetail },
  trainerGetTrainerOverviewByClubId: { query: clubStructure.TeamSeasonQuery, answer: clubStructure.TeamTrainers },
  trainerRemoveTrainersFromTeam: { body: clubStructure.RemoveTrainersFromTeamRequest, answer: schemas.SaveResult },
  trainerSendReminders: { body: rounds.SendRemindersRequest, answer: rounds.SendRemindersResult },
  reportReopenReport: { body: reportWriting.ReportIdRequest, answer: schemas.SaveResult },
  reportExportSeason: { query: schemas.SeasonQuery },
  reportGetReleaseRounds: { query: schemas.SeasonIdQuery, answer: guardians.ReleaseRounds },
  reportReleaseRound: { body: guardians.ReleaseRoundRequest, answer: guardians.ReleaseResult },
  privacyErasePerson: { body: privacy.ErasePersonRequest, answer: schemas.SaveResult },
  importPreview: { query: memberImport.ImportPreviewQuery, answer: memberImport.ImportPreview },
  importRun: { body: memberImport.ImportRunRequest, answer: memberImport.ImportRunAnswer },
  importStatus: { query: memberImport.ImportStatusQuery, answer: memberImport.ImportStatus },
  importErrorRows: { query: memberImport.ImportStatusQuery, answer: memberImport.ErrorRowsFile },
  importSendInvitations: { body: memberImport.SendInvitationsRequest, answer: memberImport.SendInvitationsAnswer },
  masterDataGetSeasonRounds: { query: schemas.SeasonIdQuery, answer: rounds.SeasonRounds },
  playerGetPlayerDetailByIdBySeason: { query: people.PersonSeasonQuery, answer: people.PlayerProfile },
  playerGetPlayerHistory: { query: schemas.PersonQuery, answer: insight.PlayerHistory },
  playerGetConsents: { query: schemas.PersonQuery, answer: guardians.Consents },
  playerSetConsent: { body: guardians.SetConsentRequest, answer: guardians.Consents },
  reportGetMyPlayers: { query: schemas.SeasonIdQuery, answer: reportWriting.MyPlayers },
  reportStartReport: { body: reportWriting.StartReportRequest, answer: reportWriting.StartReportResult },
  reportSaveReport: { body: reportWriting.SaveReportRequest, answer: schemas.SaveResult },
  reportCompleteReport: { body: reportWriting.ReportIdRequest, answer: schemas.SaveResult },
  reportDeleteReport: { body: reportWriting.ReportIdRequest, answer: schemas.SaveResult },
  reportGetReport: { query: reportWriting.ReportIdQuery, answer: reportWriting.Report },
  reportGetMyReports: { query: schemas.SeasonIdQuery, answer: reportWriting.MyReports },
  guardianGetChildren: { answer: guardians.Children },
  adminClubs: { answer: admin.AdminClubs },
  adminSeasons: { query: admin.AdminSeasonsQuery, answer: admin.AdminSeasons },
  adminTeams: { query: admin.AdminTeamsQuery, answer: admin.AdminTeams },
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
  adminRestBackups: { query: operators.RestListQuery },
  adminRestBackupsById: { answer: operators.BackupRow },
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
