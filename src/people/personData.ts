import type { Role } from '../../contract/schemas';
import { call } from '../providers/call';
import { endpoints } from '../providers/endpoints';
import type { Filter, Row } from '../providers/resourceAdapter';

/**
 * The writes the three people resources (managers, trainers, players) share: an invitation creates a
 * person, UpdateUser changes one. Their lists, records and removals differ and are in each folder.
 */

/**
 * An invitation (RegisterUser on the Auth service); the person appears in the invited list. The
 * record answered carries whether the e-mail went out (`emailSent`, and the mail server's reason in
 * `invitationWarning` when it did not): the invitation stands either way.
 */
export const invitePerson = async (role: Exclude<Role, 'Guardian'>, data: Filter): Promise<Row> => {
  const body: Filter = {
    email: data.email,
    role,
    phoneNumber: data.phoneNumber ?? '',
    firstName: data.firstName,
    lastName: data.lastName,
    profilePicture: data.profilePicture || 'file.png',
    photo: data.photo ?? null,
    ...(data.photoDate ? { photoDate: data.photoDate } : {}),
    teamId: data.teamId ?? null,
  };
  if (role === 'Player') body.primaryPosition = data.primaryPosition ?? null;
  const answer = await call(endpoints.accountRegisterUser, { body });
  return {
    ...data,
    id: answer?.id ?? (data.email as string),
    emailSent: answer?.emailSent !== false,
    invitationWarning: answer?.emailSent === false ? (answer.errorMessage ?? null) : null,
  } as Row;
};

/** A person's profile saved (UpdateUser); only players have a position, the others send none. */
export const updatePerson = async (id: string, data: Filter): Promise<Row> => {
  await call(endpoints.accountUpdateUser, {
    body: {
      id,
      firstName: data.firstName,
      // The infix only when the form has it (issue 37): left out, the server keeps the stored one.
      ...(data.infix !== undefined ? { infix: data.infix || null } : {}),
      lastName: data.lastName,
      nationalityId: data.nationalityId ?? null,
      birthPlace: data.birthPlace ?? null,
      birthDate: data.birthDate ?? null,
      email: data.email,
      phoneNumber: data.phoneNumber ?? null,
      address: data.address ?? null,
      photo: data.photo ?? null,
      ...(data.position !== undefined ? { position: data.position } : {}),
    },
  });
  return { ...data, id } as Row;
};
