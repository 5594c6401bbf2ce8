import type { ConsoleMessages } from './en';

/** The console's own texts in Dutch (react-admin's come from the app's Dutch catalogue). */
const nl: ConsoleMessages = {
  console: {
    title: 'Touchline-beheer',
    login: {
      title: 'Beheerconsole',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      code: 'Code uit je authenticator-app',
      submit: 'Inloggen',
      newHere: 'Nieuwe beheerders beginnen met de instellink die npm run operator:create liet zien.',
    },
    setup: {
      title: 'Je beheerdersaccount instellen',
      intro: 'Scan de code met een authenticator-app (of typ het adres hieronder erin), kies daarna een wachtwoord en vul de code in die de app toont.',
      manual: 'Adres voor de authenticator-app',
      password: 'Wachtwoord',
      code: 'Code uit je authenticator-app',
      submit: 'Instellen afronden',
      done: 'Je beheerdersaccount is klaar. Log in met je wachtwoord en een nieuwe code.',
      toSignIn: 'Naar inloggen',
      invalid: 'Deze instellink werkt niet meer. Vraag een andere beheerder om een nieuwe.',
    },
    actions: {
      resendInvitation: 'Uitnodiging opnieuw sturen',
      resendInvitationConfirm: 'De uitnodiging opnieuw naar %{email} sturen? De eerder gestuurde link werkt dan niet meer.',
      endSessions: 'Alle sessies beëindigen',
      endSessionsConfirm: '%{email} overal uitloggen, in elke club en op elk apparaat?',
      endSessionsMany: '%{smart_count} persoon overal uitloggen? |||| %{smart_count} personen overal uitloggen?',
      unblock: 'Inloggen vrijgeven',
      unblockConfirm: 'De mislukte inlogpogingen van %{email} vergeten, zodat diegene meteen weer kan inloggen?',
      resendMail: 'E-mail opnieuw sturen',
      resendMailConfirm: 'Deze e-mail nog een keer naar %{email} sturen?',
      resendActivationLink: 'Nieuwe activatielink sturen',
      resendActivationLinkConfirm: 'De uitnodiging opnieuw naar %{email} sturen, met een nieuwe activatielink? De link van eerder werkt dan niet meer.',
      resendResetLink: 'Nieuwe resetlink sturen',
      resendResetLinkConfirm: 'Een nieuwe link om het wachtwoord opnieuw in te stellen naar %{email} sturen? De link van eerder werkt dan niet meer.',
      doneMany: 'Gedaan voor %{smart_count} persoon. |||| Gedaan voor %{smart_count} personen.',
    },
    menu: { upload: 'Bestand uploaden' },
    mail: {
      placeholders: {
        activation: '[activatielink — stuur opnieuw voor een nieuwe]',
        reset: '[link om het wachtwoord opnieuw in te stellen — stuur opnieuw voor een nieuwe]',
        unsubscribe: '[afmeldlink]',
      },
      linkNote: {
        activation: 'Deze e-mail bevatte een activatielink. De console toont die niet: stuur een nieuwe (de uitnodiging opnieuw) om de persoon op weg te helpen.',
        reset: 'Deze e-mail bevatte een link om het wachtwoord opnieuw in te stellen. De console toont die niet: stuur een nieuwe om de persoon op weg te helpen.',
      },
    },
    audit: {
      erasedPerson: 'gewist persoon',
      yes: 'ja',
      no: 'nee',
      actions: {
        person: {
          invite: 'Persoon uitgenodigd', reinvite: 'Uitnodiging opnieuw verstuurd', resendInvitation: 'Uitnodiging opnieuw verstuurd',
          endSessions: 'Alle sessies beëindigd', unblock: 'Inloggen gedeblokkeerd', remove: 'Personen uit de club verwijderd',
          erase: 'Persoon gewist', changeTeam: 'Persoon naar een ander team verplaatst', list: 'Lijst van personen bekeken', read: 'Gegevens van een persoon bekeken',
        },
        mail: { resend: 'E-mail opnieuw verstuurd', list: 'Lijst van e-mails bekeken', read: 'E-mail gelezen' },
        club: { create: 'Club aangemaakt', update: 'Club gewijzigd', batchUpload: 'Bestand met personen geüpload' },
        operator: {
          create: 'Beheerdersaccount aangemaakt', setup: 'Beheerdersaccount ingesteld', signIn: 'Ingelogd op de console',
          signInBlocked: 'Inloggen op de console geblokkeerd na mislukte pogingen',
        },
        account: { passwordReset: 'Wachtwoord opnieuw ingesteld', signInBlocked: 'Inloggen geblokkeerd na mislukte pogingen' },
        team: { movePlayers: 'Spelers naar een team verplaatst', addPlayers: 'Spelers aan een team toegevoegd', addTrainers: 'Trainers aan een team toegevoegd' },
        seasonPlan: { plan: 'Spelers ingepland in een team voor een komend seizoen', clear: 'Spelers uit de planning van een seizoen gehaald', apply: 'De planning van een seizoen nu doorgevoerd' },
        reports: { releaseRound: 'Rapportronde vrijgegeven' },
        import: { run: 'Ledenimport uitgevoerd', sendInvitations: 'Uitnodigingen van een import verstuurd' },
        guardian: { add: 'Ouder/verzorger toegevoegd', remove: 'Ouder/verzorger verwijderd' },
        consent: { set: 'Toestemming vastgelegd' },
      },
      targets: {
        person: 'Persoon', team: 'Team', season: 'Seizoen', club: 'Club', import: 'Import', mail: 'E-mail', operator: 'Beheerder',
      },
      details: {
        guardianId: 'Ouder/verzorger', playerIds: 'Spelers', personIds: 'Personen', personId: 'Persoon', ids: 'Personen', people: 'Personen',
        oldTeamId: 'Van team', newTeamId: 'Naar team', teamId: 'Team', teamIds: 'Teams', role: 'Rol', roles: 'Rollen',
        purpose: 'Doel', given: 'Gegeven', round: 'Ronde', released: 'Rapporten vrijgegeven', createTeams: 'Teams aangemaakt',
        invite: 'Uitnodigen', update: 'Bijwerken', unchanged: 'Ongewijzigd', error: 'Geweigerd', sent: 'Verstuurd', failed: 'Mislukt',
        email: 'E-mail', managerEmail: 'E-mail van de manager', recipient: 'Aan', link: 'Link', delivered: 'Afgeleverd',
        name: 'Naam', country: 'Land', language: 'Taal', sort: 'Gesorteerd op', range: 'Rijen', filter: 'Filter',
        q: 'Zoekterm', total: 'Totaal', shown: 'Getoond', moved: 'Verplaatst', skipped: 'Overgeslagen',
      },
    },
    imports: { resultFile: 'Resultaatbestand', errorsFile: 'Geweigerde regels (CSV)', downloadFailed: 'Het resultaatbestand kon niet worden gedownload.' },
    values: {
      previewed: 'Voorbeeld, niet uitgevoerd',
      queued: 'In de wachtrij',
      running: 'Bezig',
      done: 'Klaar',
      open: 'Open',
      expired: 'Verlopen',
      sent: 'Verstuurd',
      failed: 'Mislukt',
      kept: 'In de outbox',
      invited: 'Uitgenodigd',
      active: 'Actief',
      Manager: 'Manager',
      Trainer: 'Trainer',
      Player: 'Speler',
      operator: 'Beheerder',
      person: 'Clublid',
      anonymous: 'Niet ingelogd',
      activationLink: 'Activatielink',
      resetLink: 'Resetlink',
    },
  },
  admin: {
    title: 'Bestand uploaden',
    intro: 'Nodig een bestand met mensen uit voor een team van een club: kies de club, dan het seizoen en het team.',
    clubs: 'Clubs',
    season: 'Seizoen',
    team: 'Team',
    chooseFile: 'Bestand kiezen',
    batchFile: 'Bestand met gegevens',
    noFile: 'Geen bestand gekozen',
    fileHint: 'Een CSV- of Excelbestand met een kopregel, zoals de import van de clubs het leest: role (Player, Trainer of Manager), firstName, lastName, email, phoneNumber, position, of de eigen kolommen van de ledenadministratie. Een foute regel wordt apart geweigerd.',
    upload: 'Uploaden',
    imported: 'Geïmporteerd: %{invite} uit te nodigen, %{update} bij te werken, %{unchanged} ongewijzigd, %{error} geweigerd. De lijst met imports toont de verwerking.',
    refusedLine: 'Regel %{line}: %{message}',
    uploadFailed: 'Het uploaden is mislukt.',
    loadFailed: 'Gegevens ophalen is mislukt.',
  },
  resources: {
    clubs: {
      name: 'Club |||| Clubs',
      fields: {
        name: 'Naam', country: 'Land', language: 'Taal van e-mails', teams: 'Teams', people: 'Personen',
        activeThisMonth: 'Actief deze maand', createdAt: 'Aangemaakt', managerEmail: 'E-mail van de eerste manager',
        managerFirstName: 'Voornaam van de eerste manager', managerLastName: 'Achternaam van de eerste manager', q: 'Zoeken',
      },
    },
    people: {
      name: 'Persoon |||| Personen',
      fields: {
        name: 'Naam', lastName: 'Achternaam', infix: 'Tussenvoegsel', firstName: 'Voornaam', email: 'E-mail', clubId: 'Club', clubName: 'Club', role: 'Rol',
        status: 'Status', invitedAt: 'Uitgenodigd', lastSignInAt: 'Laatst ingelogd', failedSignIns: 'Mislukte inlogpogingen', q: 'Naam of e-mail',
      },
    },
    invitations: {
      name: 'Uitnodiging |||| Uitnodigingen',
      fields: {
        email: 'E-mail', name: 'Naam', lastName: 'Achternaam', infix: 'Tussenvoegsel', firstName: 'Voornaam', clubId: 'Club', clubName: 'Club', role: 'Rol',
        invitedAt: 'Uitgenodigd', expiresAt: 'Link geldig tot', state: 'Stand', delivery: 'Bezorging', q: 'Naam of e-mail',
      },
    },
    mail: {
      name: 'E-mail |||| E-mails',
      fields: {
        recipient: 'Aan', subject: 'Onderwerp', createdAt: 'Geschreven', delivery: 'Bezorging', error: 'Fout', resentAt: 'Opnieuw gestuurd',
        text: 'Tekst', link: 'Link', q: 'Ontvanger of onderwerp',
      },
    },
    imports: {
      name: 'Import |||| Imports',
      fields: {
        createdAt: 'Geüpload', clubId: 'Club', clubName: 'Club', fileName: 'Bestand', state: 'Status', total: 'Regels', invited: 'Uitgenodigd',
        updated: 'Bijgewerkt', unchanged: 'Ongewijzigd', errors: 'Geweigerd', q: 'Bestand of club',
      },
    },
    backups: {
      name: 'Back-up |||| Back-ups',
      fields: {
        startedAt: 'Begonnen', finishedAt: 'Klaar', state: 'Status', bytes: 'Grootte', file: 'Bestand', server: 'Server', error: 'Waarom mislukt',
        q: 'Bestand, server of reden',
      },
    },
    audit: {
      name: 'Logregel |||| Logboek',
      fields: {
        at: 'Wanneer', actorKind: 'Wie (soort)', actorEmail: 'Wie', clubId: 'Club', clubName: 'Club', action: 'Wat', targetKind: 'Op (soort)',
        targetId: 'Op', details: 'Details', ip: 'Vanaf adres', q: 'Zoeken',
      },
    },
  },
};

export default nl;
