/** The console's own texts in English (react-admin's come from ra-language-english). */
const en = {
  console: {
    title: 'Touchline operators',
    login: {
      title: "Operators' console",
      email: 'E-mail address',
      password: 'Password',
      code: 'Code from your authenticator app',
      submit: 'Sign in',
      newHere: 'New operators start from the set-up link that npm run operator:create printed.',
    },
    setup: {
      title: 'Set up your operator account',
      intro: 'Scan the code with an authenticator app (or type the address below into it), then choose a password and enter the code the app shows.',
      manual: 'Address for the authenticator app',
      password: 'Password',
      code: 'Code from your authenticator app',
      submit: 'Finish set-up',
      done: 'Your operator account is ready. Sign in with your password and a new code.',
      toSignIn: 'Go to sign-in',
      invalid: 'This set-up link is not valid any more. Ask another operator for a new one.',
    },
    actions: {
      resendInvitation: 'Resend invitation',
      resendInvitationConfirm: 'Send the invitation to %{email} again? The link sent before stops working.',
      endSessions: 'End all sessions',
      endSessionsConfirm: 'Sign %{email} out everywhere, in every club and on every device?',
      endSessionsMany: 'Sign %{smart_count} person out everywhere? |||| Sign %{smart_count} people out everywhere?',
      unblock: 'Unblock sign-in',
      unblockConfirm: 'Forget the failed sign-ins of %{email}, so they can sign in again at once?',
      resendMail: 'Resend e-mail',
      resendMailConfirm: 'Send this e-mail to %{email} once more?',
      resendActivationLink: 'Send a new activation link',
      resendActivationLinkConfirm: 'Send %{email} the invitation again, with a new activation link? The link sent before stops working.',
      resendResetLink: 'Send a new reset link',
      resendResetLinkConfirm: 'Send %{email} a new password reset link? The link sent before stops working.',
      doneMany: 'Done for %{smart_count} person. |||| Done for %{smart_count} people.',
    },
    menu: { upload: 'Batch upload' },
    mail: {
      placeholders: {
        activation: '[activation link — resend to issue a new one]',
        reset: '[password reset link — resend to issue a new one]',
        unsubscribe: '[unsubscribe link]',
      },
      linkNote: {
        activation: 'This e-mail carried an activation link. The console does not show it: to help the person in, send a new one (the invitation again).',
        reset: 'This e-mail carried a password reset link. The console does not show it: to help the person in, send a new one.',
      },
    },
    audit: {
      erasedPerson: 'erased person',
      yes: 'yes',
      no: 'no',
      actions: {
        person: {
          invite: 'Invited a person', reinvite: 'Sent an invitation again', resendInvitation: 'Resent the invitation',
          endSessions: 'Ended all sessions', unblock: 'Unblocked sign-in', remove: 'Removed people from the club',
          erase: 'Erased a person', changeTeam: 'Moved a person to another team', list: 'Viewed the list of people', read: "Viewed a person's record",
        },
        mail: { resend: 'Resent an e-mail', list: 'Viewed the list of e-mails', read: 'Read an e-mail' },
        club: { create: 'Created a club', update: 'Changed a club', batchUpload: 'Uploaded a file of people' },
        operator: {
          create: 'Operator account created', setup: 'Set up their operator account', signIn: 'Signed in to the console',
          signInBlocked: 'Console sign-in blocked after failed attempts',
        },
        account: { passwordReset: 'Reset their password', signInBlocked: 'Sign-in blocked after failed attempts' },
        team: { movePlayers: 'Moved players into a team', addPlayers: 'Added players to a team', addTrainers: 'Added trainers to a team' },
        seasonPlan: { plan: 'Planned players into a team for a coming season', clear: "Took players out of a season's plan", apply: "Applied a season's plan now" },
        reports: { releaseRound: 'Released a round of reports' },
        import: { run: 'Ran an import of members', sendInvitations: "Sent an import's invitations" },
        guardian: { add: 'Added a guardian', remove: 'Removed a guardian' },
        consent: { set: 'Recorded a consent' },
      },
      targets: {
        person: 'Person', team: 'Team', season: 'Season', club: 'Club', import: 'Import', mail: 'E-mail', operator: 'Operator',
      },
      details: {
        guardianId: 'Guardian', playerIds: 'Players', personIds: 'People', personId: 'Person', ids: 'People', people: 'People',
        oldTeamId: 'From team', newTeamId: 'To team', teamId: 'Team', teamIds: 'Teams', role: 'Role', roles: 'Roles',
        purpose: 'Purpose', given: 'Given', round: 'Round', released: 'Reports released', createTeams: 'Teams created',
        invite: 'Invite', update: 'Update', unchanged: 'Unchanged', error: 'Refused', sent: 'Sent', failed: 'Failed',
        email: 'E-mail', managerEmail: "Manager's e-mail", recipient: 'To', link: 'Link', delivered: 'Delivered',
        name: 'Name', country: 'Country', language: 'Language', sort: 'Sorted by', range: 'Rows', filter: 'Filter',
        q: 'Search', total: 'Total', shown: 'Shown', moved: 'Moved', skipped: 'Skipped',
      },
    },
    imports: { resultFile: 'Result file', errorsFile: 'Rows refused (CSV)', downloadFailed: 'The result file could not be downloaded.' },
    values: {
      previewed: 'Previewed, not run',
      queued: 'Queued',
      running: 'Running',
      done: 'Done',
      open: 'Open',
      expired: 'Expired',
      sent: 'Sent',
      failed: 'Failed',
      kept: 'In the outbox',
      invited: 'Invited',
      active: 'Active',
      Manager: 'Manager',
      Trainer: 'Trainer',
      Player: 'Player',
      operator: 'Operator',
      person: 'Club member',
      anonymous: 'Not signed in',
      activationLink: 'Activation link',
      resetLink: 'Reset link',
    },
  },
  admin: {
    title: 'Batch upload',
    intro: 'Invite a file of people into a team of a club: choose the club, then the season and the team.',
    clubs: 'Clubs',
    season: 'Season',
    team: 'Team',
    chooseFile: 'Choose file',
    batchFile: 'Batch data file',
    noFile: 'No file chosen',
    fileHint: 'A CSV or Excel file with a header row, as the clubs\' import reads it: role (Player, Trainer or Manager), firstName, lastName, email, phoneNumber, position, or the membership administration\'s own columns. A bad line is refused on its own.',
    upload: 'Upload',
    imported: 'Imported: %{invite} to invite, %{update} to update, %{unchanged} unchanged, %{error} refused. The imports list shows the run.',
    refusedLine: 'Line %{line}: %{message}',
    uploadFailed: 'The upload failed.',
    loadFailed: 'Failed fetching data.',
  },
  resources: {
    clubs: {
      name: 'Club |||| Clubs',
      fields: {
        name: 'Name', country: 'Country', language: 'E-mail language', teams: 'Teams', people: 'People',
        activeThisMonth: 'Active this month', createdAt: 'Created', managerEmail: "First manager's e-mail",
        managerFirstName: "First manager's first name", managerLastName: "First manager's last name", q: 'Search',
      },
    },
    people: {
      name: 'Person |||| People',
      fields: {
        name: 'Name', lastName: 'Last name', infix: 'Infix', firstName: 'First name', email: 'E-mail', clubId: 'Club', clubName: 'Club', role: 'Role',
        status: 'Status', invitedAt: 'Invited', lastSignInAt: 'Last sign-in', failedSignIns: 'Failed sign-ins', q: 'Name or e-mail',
      },
    },
    invitations: {
      name: 'Invitation |||| Invitations',
      fields: {
        email: 'E-mail', name: 'Name', lastName: 'Last name', infix: 'Infix', firstName: 'First name', clubId: 'Club', clubName: 'Club', role: 'Role',
        invitedAt: 'Invited', expiresAt: 'Link valid until', state: 'State', delivery: 'Delivery', q: 'Name or e-mail',
      },
    },
    mail: {
      name: 'E-mail |||| Mail',
      fields: {
        recipient: 'To', subject: 'Subject', createdAt: 'Written', delivery: 'Delivery', error: 'Error', resentAt: 'Sent again',
        text: 'Text', link: 'Link', q: 'Recipient or subject',
      },
    },
    imports: {
      name: 'Import |||| Imports',
      fields: {
        createdAt: 'Uploaded', clubId: 'Club', clubName: 'Club', fileName: 'File', state: 'State', total: 'Rows', invited: 'Invited',
        updated: 'Updated', unchanged: 'Unchanged', errors: 'Refused', q: 'File or club',
      },
    },
    backups: {
      name: 'Backup |||| Backups',
      fields: {
        startedAt: 'Started', finishedAt: 'Finished', state: 'State', bytes: 'Size', file: 'File', server: 'Server', error: 'Why it failed',
        q: 'File, server or reason',
      },
    },
    audit: {
      name: 'Audit entry |||| Audit log',
      fields: {
        at: 'When', actorKind: 'Who (kind)', actorEmail: 'Who', clubId: 'Club', clubName: 'Club', action: 'What', targetKind: 'On (kind)',
        targetId: 'On', details: 'Details', ip: 'From address', q: 'Search',
      },
    },
  },
};

export default en;
export type ConsoleMessages = typeof en;
