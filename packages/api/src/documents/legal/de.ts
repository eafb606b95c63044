import type { LegalSlug, LegalText } from '../types';

export const LEGAL_DE: Record<LegalSlug, LegalText> = {
  terms: {
    title: 'Nutzungsbedingungen',
    summary: 'Diese Bedingungen regeln Ihre Nutzung von Hourspace, dem Marktplatz, auf dem Gäste Räume stundenweise direkt bei Gastgebern buchen.',
    sections: [
      {
        id: 'agreement',
        heading: '1. Unsere Vereinbarung',
        blocks: [
          'Wenn Sie ein Konto anlegen, einen Raum inserieren oder eine Buchung vornehmen, stimmen Sie diesen Nutzungsbedingungen, der Datenschutzerklärung, den Stornierungsbedingungen, der Gebührenübersicht und den Community-Richtlinien zu. Wenn Sie nicht einverstanden sind, nutzen Sie Hourspace nicht.',
          'Hourspace stellt nur die Plattform bereit. Der Mietvertrag jeder Buchung kommt zwischen Gast und Gastgeber zustande; Hourspace ist nicht Vertragspartei und besitzt, verwaltet oder prüft die inserierten Räume nicht.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Ihr Konto',
        blocks: [
          'Sie müssen mindestens 18 Jahre alt und voll geschäftsfähig sein. Ihre Angaben müssen richtig sein und aktuell gehalten werden.',
          {
            list: [
              'Halten Sie Ihr Passwort geheim und teilen Sie Ihr Konto nicht.',
              'Sagen Sie uns sofort Bescheid, wenn Sie glauben, dass jemand anderes Ihr Konto benutzt hat.',
              'Sie sind für alles verantwortlich, was über Ihr Konto geschieht.',
            ],
          },
        ],
      },
      {
        id: 'bookings',
        heading: '3. Buchungen',
        blocks: [
          'Eine Buchungsanfrage nennt den Raum, das Datum, Beginn und Ende, die Zahl der Teilnehmenden und die Aktivität. Die Buchung ist bestätigt, wenn der Gastgeber sie annimmt, oder sofort bei Räumen mit Sofortbuchung.',
          'Gäste nutzen den Raum nur für die gebuchte Aktivität und Teilnehmerzahl, hinterlassen ihn so, wie sie ihn vorgefunden haben, und beachten die Hausregeln im Inserat.',
        ],
      },
      {
        id: 'hosting',
        heading: '4. Als Gastgeber',
        blocks: [
          'Gastgeber müssen berechtigt sein, ihren Raum zu vermieten, ihn ehrlich beschreiben, ihren Kalender aktuell halten und die Gesetze, Genehmigungen, Versicherungspflichten und Hausordnungen einhalten, die für ihn gelten.',
          'Gastgeber legen Stundenpreis, Mindestbuchungsdauer und Hausregeln fest. Auszahlungen gehen auf das Auszahlungskonto des Gastgebers, nach Beginn der Buchung und sobald die Identitätsprüfung abgeschlossen ist.',
        ],
      },
      {
        id: 'payments',
        heading: '5. Zahlungen und Gebühren',
        blocks: [
          'Gäste zahlen bei der Buchung den Buchungspreis zuzüglich einer Servicegebühr von {guestFee} %. Gastgeber zahlen eine Gastgebergebühr von {hostFee} % der Buchungszwischensumme, die von ihrer Auszahlung abgezogen wird. Die Gebührenübersicht erklärt jede Gebühr im Detail.',
          'Hourspace zieht Zahlungen als beschränkter Inkassobevollmächtigter des Gastgebers ein: Sobald Sie an Hourspace gezahlt haben, ist Ihre Schuld gegenüber dem Gastgeber in dieser Höhe erfüllt.',
        ],
      },
      {
        id: 'cancellations',
        heading: '6. Stornierungen und Erstattungen',
        blocks: [
          'Stornierungen und Erstattungen richten sich nach den Stornierungsbedingungen, die das Inserat zum Zeitpunkt der Buchung zeigt. Ein Gastgeber, der eine bestätigte Buchung storniert, muss mit Gebühren und einer schlechteren Platzierung in der Suche rechnen.',
        ],
      },
      {
        id: 'liability',
        heading: '7. Haftung',
        blocks: [
          'Hourspace wird „wie besehen“ bereitgestellt. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden, und unsere Gesamthaftung für jeden Anspruch ist auf die Gebühren begrenzt, die Sie uns in den zwölf Monaten vor dem Anspruch gezahlt haben.',
          'Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, etwa für Betrug oder für fahrlässig verursachte Verletzungen von Leben, Körper oder Gesundheit.',
        ],
      },
      {
        id: 'changes',
        heading: '8. Änderungen dieser Bedingungen',
        blocks: [
          'Wir können diese Bedingungen ändern. Bei wesentlichen Änderungen informieren wir Sie, bevor sie wirksam werden, und bitten Sie bei Ihrer nächsten Anmeldung, die neue Fassung zu akzeptieren. Versionsnummer und Datum oben auf dieser Seite zeigen immer die geltende Fassung.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    summary: 'Wie Hourspace Ihre personenbezogenen Daten erhebt, nutzt und schützt, und welche Wahlmöglichkeiten Sie haben.',
    sections: [
      {
        id: 'information-we-collect',
        heading: '1. Welche Daten wir erheben',
        blocks: [
          {
            list: [
              'Kontodaten: Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Ihr Passwort und Profilfoto.',
              'Buchungsdaten: die Räume, die Sie buchen oder inserieren, Daten, Uhrzeiten, Nachrichten und Bewertungen.',
              'Zahlungsdaten: werden von unseren Zahlungsdienstleistern verarbeitet; wir speichern nur die letzten Ziffern und die Kartenmarke.',
              'Nutzungsdaten: besuchte Seiten, Geräte- und Browsertyp sowie der ungefähre Standort anhand Ihrer IP-Adresse.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-it',
        heading: '2. Wofür wir sie nutzen',
        blocks: [
          'Wir nutzen Ihre Daten, um den Marktplatz zu betreiben: um Ihr Konto anzulegen, Buchungen und Auszahlungen abzuwickeln, Gästen und Gastgebern den Austausch zu ermöglichen, Betrug zu verhindern, Sie zu unterstützen und Ihnen, wenn Sie zustimmen, Marketingnachrichten zu senden.',
        ],
      },
      {
        id: 'sharing',
        heading: '3. An wen wir sie weitergeben',
        blocks: [
          'Wenn Sie buchen, sieht der Gastgeber Ihren Namen, Ihr Profilfoto und die Buchungsdetails; wenn Sie Gastgeber sind, sehen Gäste Ihr öffentliches Profil und Ihr Inserat. Wir geben Daten an Dienstleister weiter, die für uns arbeiten (Zahlungen, Hosting, E-Mail), mit Verträgen, die sie schützen, und an Behörden, wenn das Gesetz es verlangt.',
          'Wir verkaufen Ihre personenbezogenen Daten nicht.',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies und Analyse',
        blocks: [
          'Wir verwenden notwendige Cookies, damit Sie angemeldet bleiben und Ihre Sprache gespeichert wird. Analyse- und Werbe-Cookies setzen wir nur mit Ihrer Einwilligung ein, die Sie jederzeit über „Ihre Datenschutzeinstellungen“ in der Fußzeile ändern können. Wir beachten das Signal Global Privacy Control.',
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Ihre Rechte',
        blocks: [
          'Je nach Wohnort können Sie Auskunft, Berichtigung, Löschung oder Übertragung Ihrer Daten verlangen und bestimmten Verarbeitungen widersprechen oder sie einschränken lassen. Schreiben Sie an privacy@hourspace.com; wir antworten innerhalb von 30 Tagen.',
        ],
      },
      {
        id: 'retention',
        heading: '6. Wie lange wir sie speichern',
        blocks: [
          'Wir speichern Ihre Daten, solange Ihr Konto besteht, und danach nur so lange, wie es aus rechtlichen, steuerlichen und Sicherheitsgründen nötig ist, in der Regel bis zu sieben Jahre für Buchungs- und Zahlungsbelege.',
        ],
      },
      {
        id: 'california-privacy',
        heading: '7. Datenschutzrechte in Kalifornien',
        blocks: [
          'Wenn Sie in Kalifornien leben, gibt Ihnen der California Consumer Privacy Act (in der Fassung des CPRA) zusätzliche Rechte:',
          {
            list: [
              'Das Recht zu erfahren, welche Kategorien und welche konkreten personenbezogenen Daten wir erheben, nutzen und offenlegen.',
              'Das Recht auf Löschung und Berichtigung Ihrer Daten.',
              'Das Recht, dem Verkauf oder der Weitergabe Ihrer Daten für verhaltensbasierte Werbung zu widersprechen.',
              'Das Recht, die Nutzung sensibler personenbezogener Daten einzuschränken.',
              'Das Recht, wegen der Ausübung dieser Rechte nicht benachteiligt zu werden.',
            ],
          },
          'Um der Weitergabe zu widersprechen, nutzen Sie „Ihre Datenschutzeinstellungen“ in der Fußzeile oder aktivieren Sie Global Privacy Control in Ihrem Browser. Für alle anderen Anfragen schreiben Sie an privacy@hourspace.com. Wir prüfen Anfragen anhand Ihres Kontos, und Sie können einen bevollmächtigten Vertreter beauftragen.',
        ],
      },
      {
        id: 'contact',
        heading: '8. Kontakt',
        blocks: ['Verantwortlich für Ihre Daten ist die Hourspace, Inc. Fragen zu dieser Erklärung: privacy@hourspace.com.'],
      },
    ],
  },
  'cancellation-policy': {
    title: 'Stornierungsbedingungen',
    summary: 'Was mit Ihrem Geld passiert, wenn ein Gast oder ein Gastgeber eine Buchung storniert.',
    sections: [
      {
        id: 'guest-cancellations',
        heading: '1. Wenn ein Gast storniert',
        blocks: [
          'Jedes Inserat zeigt eine von drei Richtlinien, die der Gastgeber wählt. Es gilt die Richtlinie, die bei der Buchung angezeigt wurde.',
          {
            list: [
              'Flexibel: volle Erstattung bis 24 Stunden vor Beginn.',
              'Moderat: volle Erstattung bis 7 Tage vor Beginn; 50 % Erstattung bis 24 Stunden vorher.',
              'Streng: volle Erstattung innerhalb von 24 Stunden nach der Buchung, wenn der Beginn mindestens 7 Tage entfernt ist; 50 % Erstattung bis 7 Tage vor Beginn.',
            ],
          },
          'Jede Buchung kann innerhalb von 24 Stunden kostenlos storniert werden, wenn der Beginn mehr als 48 Stunden entfernt ist.',
          'Nach dem letzten dieser Zeitpunkte erhält ein Gast, der storniert, keine Erstattung. „Bis“ und „innerhalb von“ schließen den Zeitpunkt selbst ein, und alle Zeiten sind die Ortszeit des Raums, in der Buchung als Datum und Uhrzeit angegeben. Tage sind dort Kalendertage: 7 Tage vor einem Beginn am Dienstag um 10:00 Uhr ist der Dienstag davor um 10:00 Uhr, auch wenn dazwischen die Uhr umgestellt wird. Stunden zählen, wie sie vergehen: 24 Stunden vor Beginn sind 24 Stunden früher.',
          'Eine volle Erstattung umfasst alles, was der Gast bezahlt hat: die Buchungszwischensumme, die Servicegebühr und die Steuer. Eine Erstattung von 50 % umfasst die Hälfte der Buchungszwischensumme (die Stunden und etwaige Extras) und die darauf erhobene Steuer; die Servicegebühr sowie die Steuer darauf und auf die nicht erstattete Hälfte werden einbehalten. Jeder Betrag wird auf den nächsten Cent (oder die kleinste Einheit der Währung) gerundet, halbe Beträge aufwärts.',
        ],
      },
      {
        id: 'host-cancellations',
        heading: '2. Wenn ein Gastgeber storniert',
        blocks: [
          'Storniert ein Gastgeber eine bestätigte Buchung, erhält der Gast eine volle Erstattung einschließlich der Servicegebühr und der Steuer. Dem Gastgeber kann eine Stornogebühr berechnet werden, und die Stornierung wird in seinem Inserat angezeigt.',
        ],
      },
      {
        id: 'service-fee',
        heading: '3. Die Servicegebühr',
        blocks: ['Die Servicegebühr wird erstattet, wenn die Buchung vollständig erstattet wird. Bei Teilerstattungen wird sie nicht erstattet.'],
      },
      {
        id: 'exceptions',
        heading: '4. Außergewöhnliche Umstände',
        blocks: [
          'Wenn ein Notfall, eine Naturkatastrophe oder eine behördliche Anordnung eine Buchung unmöglich macht, können wir dem Gast unabhängig von der Richtlinie den vollen Betrag erstatten. Wenden Sie sich mit den Details an den Support.',
        ],
      },
    ],
  },
  'fees-overview': {
    title: 'Gebührenübersicht',
    summary: 'Alle Gebühren, die Hourspace Gästen und Gastgebern berechnet, und wie sie berechnet werden.',
    sections: [
      {
        id: 'guest-service-fee',
        heading: '1. Servicegebühr für Gäste',
        blocks: [
          'Gäste zahlen eine Servicegebühr von {guestFee} % der Buchungszwischensumme (Stundenpreis mal gebuchte Stunden, plus Extras). Sie wird vor der Bestätigung angezeigt und deckt Kundenservice, sichere Zahlungen und unsere Plattform.',
        ],
      },
      {
        id: 'host-fee',
        heading: '2. Gastgebergebühr',
        blocks: [
          'Gastgeber zahlen eine Gebühr von {hostFee} % der Buchungszwischensumme. Sie wird automatisch von der Auszahlung abgezogen, ein Gastgeber erhält also nie eine Rechnung. Das Inserieren eines Raums ist kostenlos.',
        ],
      },
      {
        id: 'example',
        heading: '3. Ein Beispiel',
        blocks: [
          'Ein Gast bucht ein Studio zu 100 pro Stunde für 3 Stunden:',
          {
            list: [
              'Buchungszwischensumme: 300',
              'Servicegebühr ({guestFee} %): kommt zum Betrag des Gastes hinzu',
              'Gastgebergebühr ({hostFee} %): wird von der Auszahlung des Gastgebers abgezogen',
            ],
          },
        ],
      },
      {
        id: 'taxes',
        heading: '4. Steuern',
        blocks: [
          'Wo gesetzlich vorgeschrieben, wird Umsatzsteuer auf unsere Gebühren aufgeschlagen und in der Preisaufstellung ausgewiesen. Gastgeber sind für die Steuern auf ihre eigenen Einnahmen verantwortlich.',
        ],
      },
    ],
  },
  'community-guidelines': {
    title: 'Community-Richtlinien',
    summary: 'Die Regeln, denen jeder Gast und jeder Gastgeber zustimmt, damit sich jede Buchung sicher und willkommen anfühlt.',
    sections: [
      {
        id: 'respect',
        heading: '1. Respekt für alle',
        blocks: [
          'Begegnen Sie Gastgebern, Gästen und Nachbarn mit Respekt. Wir dulden keine Diskriminierung aufgrund von ethnischer Herkunft, Religion, Nationalität, Behinderung, Geschlecht, Geschlechtsidentität, sexueller Orientierung oder Alter.',
        ],
      },
      {
        id: 'safety',
        heading: '2. Sicherheit zuerst',
        blocks: [
          {
            list: [
              'Überschreiten Sie nicht die gebuchte Teilnehmerzahl.',
              'Halten Sie Brandschutz-, Kapazitäts- und Barrierefreiheitsregeln ein.',
              'Melden Sie alles Unsichere sofort dem Gastgeber und uns.',
            ],
          },
        ],
      },
      {
        id: 'honesty',
        heading: '3. Ehrlich sein',
        blocks: ['Inserate müssen den Raum so zeigen, wie er ist. Gäste beschreiben ihre Aktivität wahrheitsgemäß. Bewertungen geben echte Erfahrungen wieder.'],
      },
      {
        id: 'on-platform',
        heading: '4. Auf Hourspace buchen und bezahlen',
        blocks: [
          'Nachrichten und Zahlungen bleiben auf Hourspace. Wer um eine Zahlung außerhalb der Plattform bittet, verliert den Schutz unserer Bedingungen und riskiert die Sperrung seines Kontos.',
        ],
      },
      {
        id: 'enforcement',
        heading: '5. Bei Verstößen',
        blocks: [
          'Wir können Konten und Inserate, die gegen diese Richtlinien verstoßen, verwarnen, einschränken oder entfernen. Gegen jede Entscheidung können Sie unter trust@hourspace.com Einspruch einlegen.',
        ],
      },
    ],
  },
};
