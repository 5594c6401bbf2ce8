/**
 * English texts of the app (the default language). The spec's fixed texts (messages.json) are
 * here word for word under the same keys; react-admin's own texts come from ra-language-english.
 */
const en = {
  app: {
    title: 'Touchline',
  },
  locale: {
    label: 'Language',
  },
  menu: {
    overview: 'Overview',
    managers: 'Managers',
    seasons: 'Seasons',
    teams: 'Teams',
    trainers: 'Trainers',
    players: 'Players',
    settings: 'Settings',
    open: 'Open menu',
    close: 'Close menu',
    navigation: 'Main navigation',
  },
  header: {
    roleLabel: 'Manager',
    editProfile: 'Edit profile',
    logout: 'Logout',
    profile: 'Profile',
  },
  footer: {
    poweredBy: 'Powered by',
    copyright: '© 2021 %{provider}',
  },
  login: {
    failed: 'login or password incorrect',
    welcome: 'Welcome to %{product}',
    intro: 'Sign in to follow the progress of your players, trainers and teams.',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    signIn: 'Sign in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'Is your club not on %{product} yet?',
    joinNow: 'Join now',
    serverUnreachable: 'The server cannot be reached. Please try again later.',
  },
  dashboard: {
    title: 'Overview',
    season: 'Season',
    noSeason: 'There is no season yet. Add one in the settings.',
    teams: 'Teams',
    trainers: 'Trainers',
    players: 'Players',
  },
  version: {
    title: 'Version',
    app: 'App version',
    server: 'Server',
    database: 'Database',
    checking: 'Checking…',
    ok: 'Answering',
    unavailable: 'Not available',
    unreachable: 'Not reachable',
  },
  notFound: 'This page does not exist.',
  notFoundBack: 'Back to the start page',
  terms: {
    accepted: 'Accepted the terms and privacy',
    failed: 'Failed to accept the terms and privacy',
    mustAccept: 'Please accept the terms and privacy',
  },
  load: {
    failed: 'Failed fetching data.',
  },
  manager: {
    addFailed: 'Failed adding manager.',
  },
  reinvite: {
    sent: 'The invitation is sent',
    failed: 'Failed Re-Invite Trainer : ',
  },
  password: {
    setupSucceeded: 'Setup Password Succeeded',
    setupFailed: 'setup password failed.',
    resetSucceeded: 'Reset password success',
    mismatch: 'The passwords do not match.',
    checklist: {
      length: 'Have at least 8 characters',
      special: 'Include special characters',
    },
  },
  forgot: {
    noEmail: 'no e-mail set',
    invalidEmail: 'The email-address is not valid',
  },
  remove: {
    managers: { succeeded: 'Successfully removed managers' },
    teams: { succeeded: 'Successfully removed teams' },
    players: { succeeded: 'Succesfully removed players' },
    trainers: { succeeded: 'Succesfully removed trainers' },
    failed: 'Failed to remove data.',
    failedShort: 'Failed remove data.',
    noManager: 'No selected manager',
    noTeam: 'No selected team(s)',
    ownAccount: 'Selected manager(s), can not contains your account',
  },
  team: {
    saved: 'Team saved.',
    saveFailed: 'Failed add a team',
  },
  picture: {
    uploaded: 'Picture uploaded.',
    uploadFailed: 'Failed uploading picture.',
  },
  upload: {
    tooLarge: 'file size limit',
    badFormat: 'format not allowed',
  },
  profile: {
    updated: 'Account Updated',
    updateFailed: 'Update fail',
    invalidEmail: 'invalid email format',
    scoutingFlag: 'Share my data for scouting purposes',
  },
  print: {
    unsavedBirthdate: 'Please update unsaved birthdate before printing',
  },
  club: {
    updated: 'Club details updated',
    updateFailed: 'Failed to update club details',
  },
  seasons: {
    updated: 'Seasons updated succesfully.',
    updateFailed: 'Failed update seasons.',
    title: 'All seasons',
  },
  season: {
    settings: {
      mandatory: 'Please filled all the input',
      dateOrder: 'Start date can not more than end date',
    },
  },
  token: {
    invalid: 'The token is not valid or expired',
    activationError: 'Something went wrong while activating your account',
    activated: 'Your account has been activated, a moment please',
  },
  search: {
    none: '0 result',
  },
  settings: {
    nav: 'General settings',
  },
  invite: {
    again: 'Invite again',
  },
  review: {
    completed: 'report completed',
    lastActivity: 'last activity',
  },
  // The spec shows these as raw keys; the product shows a sentence for each.
  messagesfailed: {
    addplayer: 'Failed adding player.',
    addtrainer: 'Failed adding trainer.',
    seasonexist: 'A season with this name or period already exists.',
    saveseason: 'Failed to save the season.',
  },
  messagessuccess: {
    saveseason: 'The season has been saved.',
  },
  validationerror: {
    mandatoryfield: 'Please fill in all mandatory fields.',
    overlapdate: 'The start date must be before the end date.',
  },
};

export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type AppMessages = Catalogue<typeof en>;

export default en as AppMessages;
