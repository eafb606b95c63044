import type { LegalSlug, LegalText } from '../types';

export const LEGAL_EN: Record<LegalSlug, LegalText> = {
  terms: {
    title: 'Terms of Service',
    summary: 'These terms govern your use of Hourspace, the marketplace where guests book spaces by the hour directly from hosts.',
    sections: [
      {
        id: 'agreement',
        heading: '1. Our agreement',
        blocks: [
          'By creating an account, listing a space or making a booking, you agree to these Terms of Service, the Privacy Policy, the Cancellation Policy, the Fees Overview and the Community Guidelines. If you do not agree, do not use Hourspace.',
          'Hourspace provides the platform only. The rental agreement for each booking is between the guest and the host; Hourspace is not a party to it and does not own, manage or inspect the listed spaces.',
        ],
      },
      {
        id: 'accounts',
        heading: '2. Your account',
        blocks: [
          'You must be at least 18 years old and able to enter into a binding contract. The information you give us must be accurate and kept up to date.',
          {
            list: [
              'Keep your password secret and do not share your account.',
              'Tell us at once if you believe someone else has used your account.',
              'You are responsible for everything done through your account.',
            ],
          },
        ],
      },
      {
        id: 'bookings',
        heading: '3. Bookings',
        blocks: [
          'A booking request names the space, the date, the start and end time, the number of attendees and the activity. A booking is confirmed when the host accepts it, or at once for spaces with instant booking.',
          'Guests must use the space only for the activity and the number of attendees booked, leave it in the condition they found it and respect the house rules shown on the listing.',
        ],
      },
      {
        id: 'hosting',
        heading: '4. Hosting',
        blocks: [
          'Hosts must have the right to rent their space, describe it honestly, keep their calendar current and comply with the laws, permits, insurance requirements and building rules that apply to it.',
          'Hosts set their hourly price, minimum booking length and house rules. Payouts are sent to the payout account the host sets up, after the booking starts and once identity checks are complete.',
        ],
      },
      {
        id: 'payments',
        heading: '5. Payments and fees',
        blocks: [
          'Guests pay the booking price plus a guest service fee of {guestFee}% when they book. Hosts pay a host fee of {hostFee}% of the booking subtotal, deducted from their payout. The Fees Overview explains every fee in detail.',
          'Hourspace collects payments as the host’s limited payment collection agent: once you have paid Hourspace, your obligation to the host for that amount is met.',
        ],
      },
      {
        id: 'cancellations',
        heading: '6. Cancellations and refunds',
        blocks: [
          'Cancellations and refunds follow the Cancellation Policy shown on the listing at the time of booking. A host who cancels a confirmed booking may face fees and a lower search ranking.',
        ],
      },
      {
        id: 'liability',
        heading: '7. Liability',
        blocks: [
          'Hourspace is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the fees you paid us in the twelve months before the claim.',
          'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.',
        ],
      },
      {
        id: 'changes',
        heading: '8. Changes to these terms',
        blocks: [
          'We may update these terms. When we make material changes we tell you before they take effect, and we ask you to accept the new version the next time you sign in. The version number and date at the top of this page always show the version in force.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    summary: 'How Hourspace collects, uses and protects your personal information, and the choices you have.',
    sections: [
      {
        id: 'information-we-collect',
        heading: '1. Information we collect',
        blocks: [
          {
            list: [
              'Account details: your name, email address, phone number, password and profile photo.',
              'Booking details: the spaces you book or list, dates, times, messages and reviews.',
              'Payment details: handled by our payment providers; we keep only the last digits and the card brand.',
              'Usage details: pages visited, device and browser type, and approximate location from your IP address.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-it',
        heading: '2. How we use it',
        blocks: [
          'We use your information to run the marketplace: to create your account, process bookings and payouts, let guests and hosts talk to each other, prevent fraud, provide support and, if you agree, send you marketing messages.',
        ],
      },
      {
        id: 'sharing',
        heading: '3. Who we share it with',
        blocks: [
          'When you book, the host sees your name, profile photo and booking details; when you host, guests see your public profile and listing. We share data with service providers that work for us (payments, hosting, email) under contracts that protect it, and with authorities when the law requires.',
          'We do not sell your personal information.',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies and analytics',
        blocks: [
          'We use necessary cookies to keep you signed in and to remember your language. Analytics and advertising cookies are used only with your consent, which you can change at any time through “Your privacy choices” in the footer. We honour the Global Privacy Control signal.',
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Your rights',
        blocks: [
          'Depending on where you live, you may ask to access, correct, delete or export your personal information, and object to or restrict some uses of it. Write to privacy@hourspace.com; we answer within 30 days.',
        ],
      },
      {
        id: 'retention',
        heading: '6. How long we keep it',
        blocks: [
          'We keep your information while your account is open and afterwards only as long as needed for legal, tax and safety reasons, usually up to seven years for booking and payment records.',
        ],
      },
      {
        id: 'california-privacy',
        heading: '7. California privacy rights',
        blocks: [
          'If you live in California, the California Consumer Privacy Act (as amended by the CPRA) gives you additional rights:',
          {
            list: [
              'The right to know which categories and specific pieces of personal information we collect, use and disclose.',
              'The right to delete and to correct personal information.',
              'The right to opt out of the sale or sharing of personal information for cross-context behavioural advertising.',
              'The right to limit the use of sensitive personal information.',
              'The right not to be discriminated against for exercising these rights.',
            ],
          },
          'To opt out of sharing, use “Your privacy choices” in the footer or turn on Global Privacy Control in your browser. To make any other request, write to privacy@hourspace.com. We verify requests by matching them to your account, and you may use an authorised agent.',
        ],
      },
      {
        id: 'contact',
        heading: '8. Contact us',
        blocks: ['Hourspace, Inc. is responsible for your information. Questions about this policy: privacy@hourspace.com.'],
      },
    ],
  },
  'cancellation-policy': {
    title: 'Cancellation Policy',
    summary: 'What happens to your money when a guest or a host cancels a booking.',
    sections: [
      {
        id: 'guest-cancellations',
        heading: '1. When a guest cancels',
        blocks: [
          'Each listing shows one of three policies, chosen by the host. The policy shown when you book is the one that applies.',
          {
            list: [
              'Flexible: full refund up to 24 hours before the start time.',
              'Moderate: full refund up to 7 days before the start time; 50% refund up to 24 hours before.',
              'Strict: full refund within 24 hours of booking if the start is at least 7 days away; 50% refund up to 7 days before the start time.',
            ],
          },
          'Every booking can be cancelled free of charge within 24 hours of booking if the start time is more than 48 hours away.',
          'After the last of these times, a guest who cancels gets no refund. “Up to” and “within” include the moment itself, and every time is the local time of the space, shown as a date and time on the booking. Days are calendar days there: 7 days before a start on Tuesday at 10:00 is the Tuesday before at 10:00, even when the clocks change in between. Hours are counted as they pass: 24 hours before the start is 24 hours earlier.',
          'A full refund returns everything the guest paid: the booking subtotal, the guest service fee and the tax. A 50% refund returns half of the booking subtotal (the hours and any add-ons) and the tax charged on that half; the guest service fee, and the tax on it and on the half that is not refunded, are kept. Each amount is rounded to the nearest cent (or the smallest unit of the currency), halves up.',
        ],
      },
      {
        id: 'host-cancellations',
        heading: '2. When a host cancels',
        blocks: [
          'If a host cancels a confirmed booking, the guest gets a full refund, including the guest service fee and the tax. The host may be charged a cancellation fee and the cancellation is shown on their listing.',
        ],
      },
      {
        id: 'service-fee',
        heading: '3. The guest service fee',
        blocks: ['The guest service fee is refunded when the booking is refunded in full. It is not refunded for partial refunds.'],
      },
      {
        id: 'exceptions',
        heading: '4. Exceptional circumstances',
        blocks: [
          'If an emergency, natural disaster or government order makes a booking impossible, we may refund the guest in full regardless of the policy. Contact support with the details.',
        ],
      },
    ],
  },
  'fees-overview': {
    title: 'Fees Overview',
    summary: 'Every fee Hourspace charges guests and hosts, and how it is calculated.',
    sections: [
      {
        id: 'guest-service-fee',
        heading: '1. Guest service fee',
        blocks: [
          'Guests pay a service fee of {guestFee}% of the booking subtotal (the hourly price times the hours booked, plus any add-ons). It is shown before you confirm and covers customer support, secure payments and our platform.',
        ],
      },
      {
        id: 'host-fee',
        heading: '2. Host fee',
        blocks: ['Hosts pay a fee of {hostFee}% of the booking subtotal. It is deducted from the payout automatically, so a host never receives a bill. Listing a space is free.'],
      },
      {
        id: 'example',
        heading: '3. An example',
        blocks: [
          'A guest books a studio at 100 per hour for 3 hours:',
          { list: ['Booking subtotal: 300', 'Guest service fee ({guestFee}%): added to what the guest pays', 'Host fee ({hostFee}%): deducted from the host’s payout'] },
        ],
      },
      {
        id: 'taxes',
        heading: '4. Taxes',
        blocks: ['Where the law requires, sales tax or VAT is added to our fees and shown in the price breakdown. Hosts are responsible for the taxes on their own income.'],
      },
    ],
  },
  'community-guidelines': {
    title: 'Community Guidelines',
    summary: 'The standards every guest and host agrees to, so that every booking feels safe and welcoming.',
    sections: [
      {
        id: 'respect',
        heading: '1. Respect everyone',
        blocks: [
          'Treat hosts, guests and neighbours with respect. We do not tolerate discrimination based on race, religion, national origin, disability, sex, gender identity, sexual orientation or age.',
        ],
      },
      {
        id: 'safety',
        heading: '2. Keep it safe',
        blocks: [
          { list: ['Do not exceed the number of attendees booked.', 'Follow fire, capacity and accessibility rules.', 'Report anything unsafe to the host and to us at once.'] },
        ],
      },
      {
        id: 'honesty',
        heading: '3. Be honest',
        blocks: ['Listings must show the space as it is. Guests must describe their activity truthfully. Reviews must reflect real experiences.'],
      },
      {
        id: 'on-platform',
        heading: '4. Book and pay on Hourspace',
        blocks: ['Keep messages and payments on Hourspace. Asking to pay outside the platform removes the protection of our terms and may lead to the suspension of your account.'],
      },
      {
        id: 'enforcement',
        heading: '5. When rules are broken',
        blocks: ['We may warn, restrict or remove accounts and listings that break these guidelines. You can appeal any decision by writing to trust@hourspace.com.'],
      },
    ],
  },
};
