import type { ArticleText } from '../types';
import type { ArticleSlug } from './meta';

export const ARTICLES_EN: Record<ArticleSlug, ArticleText> = {
  'plan-a-memorable-offsite': {
    title: 'How to plan an offsite your team will remember',
    excerpt: 'A clear goal, the right room and a loose agenda: the three things that turn a day away from the office into one people talk about for months.',
    sections: [
      {
        id: 'start-with-why',
        heading: 'Start with why',
        blocks: [
          'Decide what the day must achieve before you pick a place. A strategy offsite needs quiet rooms and whiteboards; a team-building day needs space to move, cook or play. Write the goal in one sentence and share it with everyone.',
        ],
      },
      {
        id: 'choose-the-space',
        heading: 'Choose the space',
        blocks: [
          'Look for a room that is a little unexpected: a loft with daylight, a garden, a chef’s kitchen. Check the number of seats, the Wi-Fi, the screens and how long it takes everyone to get there.',
          {
            list: [
              'Book at least 30 minutes before and after for setting up and clearing.',
              'Ask the host about catering partners and noise rules.',
              'Plan one break for every 90 minutes of work.',
            ],
          },
        ],
      },
      {
        id: 'after-the-day',
        heading: 'After the day',
        blocks: ['Send a short summary within 48 hours: the decisions, the owners and the next date. A memorable offsite is one whose decisions actually happen.'],
      },
    ],
  },
  'questions-before-booking-a-studio': {
    title: '10 questions to ask before you book a photo studio',
    excerpt: 'Power, light, load-in and overtime: ask these before the shoot day, not during it.',
    sections: [
      {
        id: 'the-space',
        heading: 'About the space',
        blocks: [
          {
            list: [
              'How high is the ceiling, and is there a cyclorama?',
              'Which windows face which way, and can they be blacked out?',
              'How many power circuits are there, and what is their load?',
              'Is there a dressing room with a mirror and running water?',
              'Where do we load in, and is there a lift?',
            ],
          },
        ],
      },
      {
        id: 'the-booking',
        heading: 'About the booking',
        blocks: [
          {
            list: [
              'Does the booked time include set-up and clearing?',
              'What does overtime cost, and who decides?',
              'Which equipment is included, and what can we rent?',
              'Are there noise or music limits?',
              'Can we hang, paint or tape anything?',
            ],
          },
        ],
      },
      {
        id: 'write-it-down',
        heading: 'Write it down',
        blocks: ['Keep the answers in the Hourspace message thread with the host. If something goes wrong on the day, both of you can see what was agreed.'],
      },
    ],
  },
  'dinner-party-for-20': {
    title: 'Hosting a dinner party for 20 without the stress',
    excerpt: 'Twenty guests is the size where a home kitchen gives up. Here is how to plan it in a space made for it.',
    sections: [
      {
        id: 'pick-a-kitchen',
        heading: 'Pick a space with a real kitchen',
        blocks: [
          'A kitchen with two ovens, enough fridge space and a long table changes everything. Filter for spaces with a kitchen and check the photos for the number of hobs.',
        ],
      },
      {
        id: 'menu',
        heading: 'A menu that cooks itself',
        blocks: [
          'Choose dishes that can be prepared ahead and finished in the last half-hour: a slow roast, a big salad, a dessert served cold.',
          { list: ['One starter on the table as guests arrive.', 'One main served family-style.', 'One dessert made the day before.'] },
        ],
      },
      { id: 'timing', heading: 'Timing', blocks: ['Book an hour before guests arrive and an hour after the last course. Cleaning up at your own pace is worth the extra hour.'] },
    ],
  },
  'natural-light-for-your-shoot': {
    title: 'What natural light really means for your shoot',
    excerpt: '“Lots of natural light” can mean soft north light or harsh midday sun. How to read a listing and plan around the sun.',
    sections: [
      {
        id: 'direction',
        heading: 'Direction matters',
        blocks: [
          'North-facing windows (in the northern hemisphere) give soft, even light all day. South- and west-facing windows give warm, strong light that moves fast. Ask the host which way the windows face.',
        ],
      },
      {
        id: 'time-of-day',
        heading: 'Book around the sun',
        blocks: ['Check the sunrise and sunset for your date and book the hours when the light falls where you want it. For interiors, late morning is often the most even.'],
      },
      {
        id: 'backup',
        heading: 'Always bring a backup',
        blocks: ['Clouds happen. Bring a diffuser, a reflector and at least one continuous light so that the schedule never depends on the weather.'],
      },
    ],
  },
  'hybrid-meeting-checklist': {
    title: 'The hybrid meeting checklist',
    excerpt: 'When half the team is in the room and half is on a screen, the room has to work twice as hard.',
    sections: [
      {
        id: 'before',
        heading: 'Before you book',
        blocks: [
          {
            list: [
              'A screen everyone in the room can read.',
              'A camera that shows the whole table.',
              'A microphone that picks up the far end of the room.',
              'A wired connection or Wi-Fi tested at the busiest hour.',
            ],
          },
        ],
      },
      {
        id: 'on-the-day',
        heading: 'On the day',
        blocks: [
          'Arrive 20 minutes early and join the call from the room before anyone else does. Name one person in the room whose job is to watch the chat and bring remote voices in.',
        ],
      },
      {
        id: 'after',
        heading: 'After the meeting',
        blocks: ['Share the notes and the recording in the same place for everyone, so the people who were remote get the same record as the people in the room.'],
      },
    ],
  },
  'hosts-who-built-a-business': {
    title: 'Meet the hosts who turned empty rooms into a business',
    excerpt: 'A loft that sat empty on weekdays, a studio between productions, a garden nobody used: three hosts on what changed when they started renting by the hour.',
    sections: [
      {
        id: 'the-loft',
        heading: 'The loft that works on weekdays',
        blocks: [
          'Maya rents her Brooklyn loft for workshops and team days from Monday to Thursday. “I set a four-hour minimum and instant booking for regulars. It pays the rent of the whole building.”',
        ],
      },
      {
        id: 'the-studio',
        heading: 'The studio between productions',
        blocks: [
          'Jonas runs a photo studio in Berlin. The gaps between his own shoots are now booked by other photographers. “Hourly booking fills the holes in my calendar that a day rate never could.”',
        ],
      },
      {
        id: 'getting-started',
        heading: 'How they got started',
        blocks: [
          {
            list: [
              'Good photos in daylight, taken on a clear day.',
              'House rules written down before the first booking.',
              'Fast answers: hosts who reply within an hour get more bookings.',
            ],
          },
        ],
      },
    ],
  },
};
