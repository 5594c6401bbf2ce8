import { SERVER_MESSAGES } from '../../contract/serverMessages';

/**
 * English texts of the public pages (sign-in, the account and token pages, /version, /terms,
 * /unsubscribe) and of the server's refusals, which any page can meet: part of the first script. The
 * managers' app brings its own (enManagers.ts, issue 13). The spec's fixed texts (messages.json) are
 * here and there word for word under the same keys; react-admin's own texts come from ra-language-english.
 */
const enPublic = {
  app: {
    title: 'Touchline',
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
  version: {
    title: 'Version',
    app: 'App version',
    server: 'Server',
    database: 'Database',
    checking: 'Checking…',
    ok: 'Answering',
    unavailable: 'Not available',
    unreachable: 'Not reachable',
    replica: 'Read replica',
    replicaOk: 'In step: lists and overviews read from it',
    replicaLagging: 'Behind: every read goes to the database',
    replicaUnavailable: 'Not available: every read goes to the database',
    lastBackup: 'Last backup',
    backupDone: '%{at}, %{size}',
    backupFailed: 'Failed at %{at}: see the server log or the operators\' console',
  },
  service: {
    /** A call answered 503: the server cannot reach its database for the moment. */
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  /**
   * The server's refusals by key (contract/serverMessages.ts: the server's own English); the field
   * names in them by label (a name as the server spells it, lower case, letters only).
   */
  serverErrors: {
    ...SERVER_MESSAGES,
    fieldNotId: '%{field} is not a valid id.',
    fieldFormat: '%{field} does not have the right format (%{format}).',
    fieldPattern: '%{field} is not a value that can be used here.',
  },
  serverFields: {
    userid: 'Person',
    teamid: 'Team',
    clubseasonid: 'Season',
    seasonid: 'Season',
    playerid: 'Player',
    trainerid: 'Trainer',
    reportid: 'Report',
    id: 'Id',
    teamname: 'Team name',
    seasonname: 'Season name',
    startdate: 'Start date',
    enddate: 'End date',
    reportfrequency: 'Reports per player',
    division: 'Division',
    clubname: 'Club name',
    email: 'E-mail',
    firstname: 'First name',
    infix: 'Infix',
    lastname: 'Last name',
    phonenumber: 'Phone number',
    username: 'E-mail',
    password: 'Password',
  },
  notFound: 'This page does not exist.',
  notFoundBack: 'Back to the start page',
  terms: {
    accepted: 'Accepted the terms and privacy',
    failed: 'Failed to accept the terms and privacy',
    mustAccept: 'Please accept the terms and privacy',
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
  token: {
    invalid: 'The token is not valid or expired',
    activationError: 'Something went wrong while activating your account',
    activated: 'Your account has been activated, a moment please',
  },
  account: {
    backToLogin: 'Back to login',
    signInBlocked: 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.',
    forgot: {
      title: 'Forgot your password?',
      intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      email: 'E-mail',
      submit: 'Send the link',
      sentTitle: 'Check your e-mail',
      sent: 'If this address belongs to an account, we have sent it a link to choose a new password:',
      tooMany: 'Too many password reset requests. Please wait a few minutes and try again.',
    },
    change: {
      titleActivate: 'Choose your password',
      titleReset: 'Choose a new password',
      password: 'New password',
      repeat: 'Repeat the password',
      showPassword: 'Show the password',
      hidePassword: 'Hide the password',
      showRepeat: 'Show the repeated password',
      hideRepeat: 'Hide the repeated password',
      checklist: 'Password tips',
      met: 'done',
      notMet: 'not yet',
      submit: 'Save the password',
    },
    token: {
      checking: 'Checking your link…',
      recoveryValid: 'Your link is valid, a moment please',
      expiredActivation: 'This activation link is no longer valid. Please ask your club manager for a new invitation.',
      expiredRecovery: 'This link to reset your password is no longer valid. Please ask for a new one.',
      requestNew: 'Ask for a new link',
    },
    signInOnWeb: 'Sign in on the web',
    clubChooser: {
      title: 'Choose your club',
      intro: 'You have more than one role on %{product}: in several clubs, or two in one club. Which one do you want to open?',
      loading: 'Loading your clubs…',
      current: 'open now',
      failed: 'Your clubs could not be loaded or opened. Please try again.',
      switch: 'Switch club',
      /** The light pages' button to the chooser (a trainer who is a guardian too, issue 37). */
      switchRole: 'Switch club or role',
      roles: { Manager: 'Manager', Trainer: 'Trainer', Player: 'Player', Guardian: 'Guardian' },
      /** A role with what it is about: a trainer's or player's teams, a guardian's children. */
      about: { Manager: 'Manager', Trainer: 'Trainer of %{about}', Player: 'Player in %{about}', Guardian: 'Guardian of %{about}' },
    },
    congratulation: {
      title: 'Congratulations!',
      text: 'Your account has been activated. Open the %{product} mobile app to log in.',
      guardianText: 'Your account has been activated. You need no app: sign in on the web at %{address} to see your children and their reports.',
    },
    passwordChanged: {
      title: 'Password changed',
      text: 'Your password has been changed. Open the %{product} mobile app to log in.',
      guardianText: 'Your password has been changed. You need no app: sign in on the web at %{address} to see your children and their reports.',
    },
    terms: {
      title: 'Terms and privacy',
      version: 'Version %{version}',
      accept: 'I accept the terms and privacy',
      submit: 'Continue',
      loading: 'Loading the terms and privacy…',
      loadFailed: 'The terms and privacy could not be loaded. Please try again later.',
      clubPrivacy: 'Privacy statement of %{club}',
    },
  },
  mailPreference: {
    title: 'E-mail preferences',
    reminders: 'Report reminders',
    digest: 'Weekly digest',
    receiving: 'You (%{email}) receive this e-mail: %{topic}.',
    stopped: 'You (%{email}) no longer receive this e-mail: %{topic}.',
    unsubscribe: 'Unsubscribe',
    resubscribe: 'Receive it again',
    invalid: 'This unsubscribe link is not valid. Open the link of the e-mail itself, or change your e-mails after signing in.',
    failed: 'Your choice was not saved: %{error}',
    saved: 'Your choice is saved.',
  },
};

export default enPublic;
