import type { ArticleText } from '../types';
import type { ArticleSlug } from './meta';

export const ARTICLES_DE: Record<ArticleSlug, ArticleText> = {
  'plan-a-memorable-offsite': {
    title: 'So planen Sie ein Offsite, an das sich Ihr Team erinnert',
    excerpt: 'Ein klares Ziel, der richtige Raum und ein lockerer Ablauf: Damit wird ein Tag außerhalb des Büros zu einem, über den man noch Monate spricht.',
    sections: [
      {
        id: 'start-with-why',
        heading: 'Fangen Sie mit dem Warum an',
        blocks: [
          'Legen Sie fest, was der Tag erreichen soll, bevor Sie einen Ort wählen. Ein Strategie-Offsite braucht ruhige Räume und Whiteboards; ein Teamtag braucht Platz zum Bewegen, Kochen oder Spielen. Schreiben Sie das Ziel in einem Satz auf und teilen Sie es mit allen.',
        ],
      },
      {
        id: 'choose-the-space',
        heading: 'Wählen Sie den Raum',
        blocks: [
          'Suchen Sie einen Raum, der ein wenig überrascht: ein Loft mit Tageslicht, einen Garten, eine Profiküche. Prüfen Sie Sitzplätze, WLAN, Bildschirme und wie lange alle für die Anreise brauchen.',
          {
            list: [
              'Buchen Sie mindestens 30 Minuten vorher und nachher zum Aufbauen und Aufräumen.',
              'Fragen Sie den Gastgeber nach Catering-Partnern und Lärmregeln.',
              'Planen Sie alle 90 Minuten Arbeit eine Pause ein.',
            ],
          },
        ],
      },
      {
        id: 'after-the-day',
        heading: 'Nach dem Tag',
        blocks: [
          'Schicken Sie innerhalb von 48 Stunden eine kurze Zusammenfassung: die Entscheidungen, die Verantwortlichen und den nächsten Termin. Ein Offsite bleibt in Erinnerung, wenn seine Entscheidungen auch umgesetzt werden.',
        ],
      },
    ],
  },
  'questions-before-booking-a-studio': {
    title: '10 Fragen vor der Buchung eines Fotostudios',
    excerpt: 'Strom, Licht, Anlieferung und Überstunden: Klären Sie das vor dem Shootingtag, nicht währenddessen.',
    sections: [
      {
        id: 'the-space',
        heading: 'Zum Raum',
        blocks: [
          {
            list: [
              'Wie hoch ist die Decke, und gibt es eine Hohlkehle?',
              'In welche Richtung zeigen die Fenster, und lassen sie sich verdunkeln?',
              'Wie viele Stromkreise gibt es, und wie belastbar sind sie?',
              'Gibt es eine Garderobe mit Spiegel und fließendem Wasser?',
              'Wo wird angeliefert, und gibt es einen Aufzug?',
            ],
          },
        ],
      },
      {
        id: 'the-booking',
        heading: 'Zur Buchung',
        blocks: [
          {
            list: [
              'Sind Auf- und Abbau in der gebuchten Zeit enthalten?',
              'Was kosten Überstunden, und wer entscheidet darüber?',
              'Welche Ausrüstung ist inklusive, und was kann man mieten?',
              'Gibt es Grenzen für Lautstärke oder Musik?',
              'Darf man etwas aufhängen, streichen oder abkleben?',
            ],
          },
        ],
      },
      {
        id: 'write-it-down',
        heading: 'Halten Sie es schriftlich fest',
        blocks: ['Bewahren Sie die Antworten im Hourspace-Nachrichtenverlauf mit dem Gastgeber auf. Geht am Tag etwas schief, sehen beide, was vereinbart war.'],
      },
    ],
  },
  'dinner-party-for-20': {
    title: 'Eine Dinnerparty für 20 Gäste ohne Stress',
    excerpt: 'Bei zwanzig Gästen gibt jede Wohnungsküche auf. So planen Sie den Abend in einem Raum, der dafür gemacht ist.',
    sections: [
      {
        id: 'pick-a-kitchen',
        heading: 'Wählen Sie einen Raum mit echter Küche',
        blocks: [
          'Eine Küche mit zwei Öfen, genug Kühlschrankplatz und einer langen Tafel verändert alles. Filtern Sie nach Räumen mit Küche und zählen Sie auf den Fotos die Kochfelder.',
        ],
      },
      {
        id: 'menu',
        heading: 'Ein Menü, das sich fast selbst kocht',
        blocks: [
          'Wählen Sie Gerichte, die sich vorbereiten und in der letzten halben Stunde fertigstellen lassen: ein Schmorbraten, ein großer Salat, ein kaltes Dessert.',
          { list: ['Eine Vorspeise steht schon auf dem Tisch, wenn die Gäste kommen.', 'Ein Hauptgang zum Teilen.', 'Ein Dessert, am Vortag zubereitet.'] },
        ],
      },
      {
        id: 'timing',
        heading: 'Das Timing',
        blocks: ['Buchen Sie eine Stunde vor Ankunft der Gäste und eine Stunde nach dem letzten Gang. In Ruhe aufzuräumen ist die zusätzliche Stunde wert.'],
      },
    ],
  },
  'natural-light-for-your-shoot': {
    title: 'Was Tageslicht für Ihr Shooting bedeutet',
    excerpt: '„Viel Tageslicht“ kann weiches Nordlicht oder grelle Mittagssonne heißen. So lesen Sie ein Inserat und planen mit der Sonne.',
    sections: [
      {
        id: 'direction',
        heading: 'Die Himmelsrichtung zählt',
        blocks: [
          'Nordfenster (auf der Nordhalbkugel) geben den ganzen Tag weiches, gleichmäßiges Licht. Süd- und Westfenster geben warmes, hartes Licht, das schnell wandert. Fragen Sie den Gastgeber, wohin die Fenster zeigen.',
        ],
      },
      {
        id: 'time-of-day',
        heading: 'Buchen Sie nach der Sonne',
        blocks: [
          'Prüfen Sie Sonnenauf- und -untergang für Ihren Termin und buchen Sie die Stunden, in denen das Licht dort fällt, wo Sie es brauchen. Innen ist der späte Vormittag oft am gleichmäßigsten.',
        ],
      },
      {
        id: 'backup',
        heading: 'Immer mit Plan B',
        blocks: ['Wolken kommen. Nehmen Sie einen Diffusor, einen Reflektor und mindestens ein Dauerlicht mit, damit der Zeitplan nie vom Wetter abhängt.'],
      },
    ],
  },
  'hybrid-meeting-checklist': {
    title: 'Die Checkliste für hybride Meetings',
    excerpt: 'Wenn die Hälfte des Teams im Raum sitzt und die andere Hälfte auf dem Bildschirm, muss der Raum doppelt so viel leisten.',
    sections: [
      {
        id: 'before',
        heading: 'Vor der Buchung',
        blocks: [
          {
            list: [
              'Ein Bildschirm, den alle im Raum lesen können.',
              'Eine Kamera, die den ganzen Tisch zeigt.',
              'Ein Mikrofon, das auch das Ende des Raums erfasst.',
              'Eine Kabelverbindung oder ein WLAN, zur Stoßzeit getestet.',
            ],
          },
        ],
      },
      {
        id: 'on-the-day',
        heading: 'Am Tag selbst',
        blocks: [
          'Seien Sie 20 Minuten früher da und treten Sie dem Call aus dem Raum bei, bevor alle anderen kommen. Bestimmen Sie eine Person im Raum, die den Chat verfolgt und die Teilnehmenden aus der Ferne zu Wort kommen lässt.',
        ],
      },
      {
        id: 'after',
        heading: 'Nach dem Meeting',
        blocks: ['Teilen Sie Notizen und Aufzeichnung für alle am selben Ort, damit die Teilnehmenden aus der Ferne dasselbe Protokoll haben wie die im Raum.'],
      },
    ],
  },
  'hosts-who-built-a-business': {
    title: 'Gastgeber, die aus leeren Räumen ein Geschäft gemacht haben',
    excerpt:
      'Ein Loft, das unter der Woche leer stand, ein Studio zwischen zwei Produktionen, ein ungenutzter Garten: drei Gastgeber erzählen, was sich mit der stundenweisen Vermietung geändert hat.',
    sections: [
      {
        id: 'the-loft',
        heading: 'Das Loft, das unter der Woche arbeitet',
        blocks: [
          'Maya vermietet ihr Loft in Brooklyn von Montag bis Donnerstag für Workshops und Teamtage. „Ich habe vier Stunden Mindestbuchung und Sofortbuchung für Stammgäste eingestellt. Das bezahlt die Miete für das ganze Gebäude.“',
        ],
      },
      {
        id: 'the-studio',
        heading: 'Das Studio zwischen zwei Produktionen',
        blocks: [
          'Jonas betreibt ein Fotostudio in Berlin. Die Lücken zwischen seinen eigenen Shootings buchen jetzt andere Fotografen. „Stundenweise Buchungen füllen die Lücken im Kalender, die ein Tagessatz nie gefüllt hat.“',
        ],
      },
      {
        id: 'getting-started',
        heading: 'Wie sie angefangen haben',
        blocks: [
          {
            list: [
              'Gute Fotos bei Tageslicht, an einem klaren Tag aufgenommen.',
              'Hausregeln, schriftlich festgelegt vor der ersten Buchung.',
              'Schnelle Antworten: Gastgeber, die innerhalb einer Stunde antworten, bekommen mehr Buchungen.',
            ],
          },
        ],
      },
    ],
  },
};
