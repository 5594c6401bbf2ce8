import { createDataProvider } from './providers/dataProvider';
import type { ResourceAdapter } from './providers/resourceAdapter';
import { managerData } from './managers/managerData';
import { trainerData } from './trainers/trainerData';
import { playerData } from './players/playerData';
import { teamData, teamPlayerData, teamTrainerData } from './teams/teamData';
import { placementData } from './teams/placement/placementData';
import { seasonData } from './seasons/seasonData';

/**
 * The resources of the managers' app and the folder that maps each onto the club API. Resources carry
 * the spec's paths as names (`/manager`, `/trainers`, `/players`, `/teams`, `/season`); teamPlayers and
 * teamTrainers are the member lists of one team (filter teamId); placement is the team placement board
 * (every player, filter clubSeasonId).
 */
export const resourceAdapters = {
  manager: managerData,
  trainers: trainerData,
  players: playerData,
  teams: teamData,
  season: seasonData,
  teamPlayers: teamPlayerData,
  teamTrainers: teamTrainerData,
  placement: placementData,
} as const satisfies Record<string, ResourceAdapter>;

export type ResourceName = keyof typeof resourceAdapters;

/** The app's dataProvider: the providers' loop over these adapters. */
export const dataProvider = createDataProvider(resourceAdapters);
