/**
 * Answers recorded from the real server's shapes (every one is checked against the route's declared
 * answer when a test serves it: fetchMock and apiContract). Shared by the dataProvider tests and the
 * list tests.
 */
const profile = {
  nationalityId: null, nationality: null, birthPlace: null, birthDate: '1990-02-14', phoneNumber: null, address: null,
  status: 'active', dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: null, userPicture: null, clubName: 'FC Touchline', clubLogoUrl: null,
};

export const recorded = {
  seasons: [
    { id: 's-old', seasonName: '2023/2024', isCurrent: false, reportFrequency: 2, startDate: '2023-08-01T00:00:00.000Z', endDate: '2024-06-30T00:00:00.000Z', amountOfCompleted: 2 },
    { id: 's-now', seasonName: '2024/2025', isCurrent: true, reportFrequency: 3, startDate: '2024-08-01T00:00:00.000Z', endDate: '2025-06-30T00:00:00.000Z', amountOfCompleted: 2 },
  ],
  managers: [
    { id: 'm-1', name: 'Anna de Vries', userPicture: null, dateStarted: '2023-08-10T10:00:00.000Z', lastLogin: '2024-11-02T10:00:00.000Z' },
    { id: 'm-2', name: 'Bert Boss', userPicture: null, dateStarted: '2024-01-05T10:00:00.000Z', lastLogin: null },
  ],
  invited: [
    { id: 'i-1', name: 'Ivo Invited', emailAddress: 'ivo@club.test', invitedBy: 'Anna de Vries', invitedById: 'm-1', invitorId: 'm-1', invitorPicture: null, userPicture: null, invitationDate: '2024-09-01T10:00:00.000Z', status: 'Invited', isTokenExpired: false },
    { id: 'i-2', name: 'Eva Expired', emailAddress: 'eva@club.test', invitedBy: 'Anna de Vries', invitedById: 'm-1', invitorId: 'm-1', invitorPicture: null, userPicture: null, invitationDate: '2024-08-01T10:00:00.000Z', status: 'Invited', isTokenExpired: true },
  ],
  trainers: [
    { id: 't-1', name: 'Bea Busy', topTeamName: 'JO13-1', totalTeam: 1, totalPlayer: 12, overallProgress: 100, lastUpdate: '2024-10-01T10:00:00.000Z', userPicture: null, overdueReports: 0 },
    { id: 't-2', name: 'Abe Able', topTeamName: 'JO11-1', totalTeam: 2, totalPlayer: 20, overallProgress: 40, lastUpdate: null, userPicture: null, overdueReports: 0 },
    { id: 't-3', name: 'Cor Free', topTeamName: null, totalTeam: 0, totalPlayer: 0, overallProgress: 0, lastUpdate: null, userPicture: null, overdueReports: 0 },
  ],
  players: [
    { id: 'p-1', name: 'Uma Up', userId: 'p-1', teamId: 'team-a', teamName: 'JO11-1', trainerId: 't-2', trainerName: 'Abe Able', trainerUserId: 't-2', trainerPicture: null, totalTrainer: 1, multipleTrainer: false, overallProgress: 50, averageScore: '7.0', overallDiff: 1.5, userPicture: null, clubPictureURL: null, invitedBy: 'Anna de Vries', invitedById: 'm-1', invitorPicture: null },
    { id: 'p-2', name: 'Dirk Down', userId: 'p-2', teamId: 'team-b', teamName: 'JO13-1', trainerId: 't-1', trainerName: 'Bea Busy', trainerUserId: 't-1', trainerPicture: null, totalTrainer: 1, multipleTrainer: false, overallProgress: 20, averageScore: '6.3', overallDiff: -3, userPicture: null, clubPictureURL: null, invitedBy: 'Anna de Vries', invitedById: 'm-1', invitorPicture: null },
    { id: 'p-3', name: 'Nina None', userId: 'p-3', teamId: null, teamName: null, trainerId: null, trainerName: null, trainerUserId: null, trainerPicture: null, totalTrainer: 0, multipleTrainer: false, overallProgress: 0, averageScore: '0.0', overallDiff: 0, userPicture: null, clubPictureURL: null, invitedBy: null, invitedById: null, invitorPicture: null },
  ],
  teams: [
    { id: 'team-b', teamName: 'JO13-1', division: '', logoClub: null, totalTrainer: 1, topTrainerId: 't-1', topTrainerName: 'Bea Busy', topTrainerPicture: null, overallProgress: 100, totalPlayer: 12 },
    { id: 'team-a', teamName: 'JO11-1', division: '', logoClub: null, totalTrainer: 1, topTrainerId: 't-2', topTrainerName: 'Abe Able', topTrainerPicture: null, overallProgress: 40, totalPlayer: 12 },
    { id: 'team-c', teamName: 'JO15-1', division: '', logoClub: null, totalTrainer: 0, topTrainerId: null, topTrainerName: null, topTrainerPicture: null, overallProgress: 0, totalPlayer: 9 },
  ],
  teamDetail: { id: 'team-b', teamName: 'JO13-1', division: '2e klasse', logoClub: null, clubName: 'FC Touchline', clubLogoUrl: null },
  teamPlayers: [
    { teamPlayerId: 'tp-2', id: 'p-2', userId: 'p-2', name: 'Dirk Down', overallProgress: 20, totalTrainer: 1, trainerUserId: 't-1', trainerName: 'Bea Busy', trainerPicture: null, averageScore: 6.3, userPicture: null },
  ],
  teamTrainers: [
    { teamTrainerId: 'tt-1', id: 't-1', userId: 't-1', name: 'Bea Busy', overallProgress: 100, lastUpdate: '2025-03-03T10:00:00.000Z', roles: 'Trainer', userPicture: null },
  ],
  managerProfile: { id: 'm-2', firstName: 'Bert', lastName: 'Boss', email: 'bert@club.test', role: 'Manager', ...profile },
  trainerProfile: { id: 't-1', firstName: 'Bea', lastName: 'Busy', email: 'bea@club.test', role: 'Trainer', ...profile, teamName: 'JO13-1', teamId: 'team-b', openReports: 3, totalReports: 9, clubSeasonId: 's-now', seasonName: '2024/2025', sharedData: false },
  playerProfile: {
    id: 'p-2', firstName: 'Dirk', lastName: 'Down', email: 'dirk@club.test', role: 'Player', ...profile, teamName: 'JO13-1', teamId: 'team-b',
    position: null, positionName: null, averageScore: '6.3', completionPercentage: 20, clubPictureUrl: null, completedReport: 1, openReport: 2,
    sharedData: false, clubSeasonId: 's-old', playerReportDetailsSkill: [], playerReportResponse: [],
  },
  saved: (id: string | null) => ({ isSucceeded: true, id, errorMessage: null }),
  refused: (errorMessage: string | null) => ({ isSucceeded: false, id: null, errorMessage }),
  succeeded: { isSucceeded: true },
  invitation: { isSucceeded: true, errorMessage: null, id: 'new-1', emailSent: true },
  updated: { isSucceeded: true, errorMessage: null },
};
