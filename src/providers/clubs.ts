import type { LoginResponse, Role } from '../../contract/schemas';
import { session } from './session';
import { FAMILY_PATH, MY_REPORTS_PATH, WORKSPACE_PATH } from '../paths';
import { endpoints } from './endpoints';
import { call } from './call';


/** Where a person starts in the web app, by their role in the club of their token. */
export const startPathFor = (role: Role | null | undefined): string =>
  role === 'Player' ? MY_REPORTS_PATH : role === 'Trainer' ? WORKSPACE_PATH : role === 'Guardian' ? FAMILY_PATH : '/';

/**
 * A token for another club of the signed-in person: the session becomes that club's (a token is for
 * one club), or for another of their roles in a club (`id`: a trainer who is a guardian too, issue 37).
 * The caller then loads the app afresh, so nothing read for the other club or role stays on screen.
 */
export async function switchClub(clubId: string, id?: string): Promise<LoginResponse> {
  const answer = await call(endpoints.accountSwitchClub, { body: { clubId, ...(id ? { id } : {}) } });
  session.switchClub(answer.accessToken!, answer.id!, answer.role);
  return answer;
}
