// The informational pages: title, meta description and body of each.
import type { ComponentType } from 'react';
import { AboutBody } from './content/about';
import { AdvertisingBody } from './content/advertising';
import { CareersBody } from './content/careers';
import { HelpBody } from './content/help';
import { InvestorDeckBody } from './content/investor-deck';
import { InvestorGatewayBody } from './content/investor-gateway';
import { InvestorRelationsBody } from './content/investor-relations';
import { PressBody } from './content/press';
import { PrivacyBody } from './content/privacy';
import { TeamBody } from './content/team';
import { TermsBody } from './content/terms';

export const INFO_PAGE_KEYS = [
  'about',
  'team',
  'careers',
  'press',
  'advertising',
  'terms',
  'privacy',
  'help',
  'investor-relations',
  'investor-gateway',
  'investor-deck',
] as const;
export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];

/** What a page's body is given: the copyright year, from the server's clock as the footer's (the terms say it). */
export interface InfoBodyProps {
  year: number;
}

export interface InfoPage {
  title: string;
  heading: string;
  description: string;
  Body: ComponentType<InfoBodyProps>;
}

export const infoPages: Record<InfoPageKey, InfoPage> = {
  about: {
    title: 'About Blockcast',
    heading: 'About Blockcast',
    description:
      'Blockcast is a crypto media network: news, live market data for the top 300 coins and a 24/7 crypto TV network launching in September 2025.',
    Body: AboutBody,
  },
  team: {
    title: 'Our Team',
    heading: 'Our Team',
    description:
      'Meet the Blockcast leadership team and the journalists, data specialists, broadcasters and engineers behind our news, market data and TV.',
    Body: TeamBody,
  },
  careers: {
    title: 'Careers',
    heading: 'Careers',
    description:
      'Join Blockcast’s remote-first team: open roles in reporting, broadcast production, TypeScript engineering and video editing, with benefits.',
    Body: CareersBody,
  },
  press: {
    title: 'Press',
    heading: 'Press',
    description:
      'Blockcast press resources: company boilerplate, key facts about our news, market data and 24/7 crypto TV network, and our media contact.',
    Body: PressBody,
  },
  advertising: {
    title: 'Advertise with Blockcast',
    heading: 'Advertise with Blockcast',
    description:
      'Reach crypto investors with Blockcast: display ads, sponsored TV segments, Daily Crypto Brief newsletter sponsorship and press release distribution.',
    Body: AdvertisingBody,
  },
  terms: {
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description:
      'The terms for using Blockcast: accounts, subscriptions and billing, market data accuracy, no investment advice, acceptable use and liability.',
    Body: TermsBody,
  },
  privacy: {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description:
      'How Blockcast collects, uses and protects your data: account and dashboard data, cookies, analytics, retention, and your rights to access and deletion.',
    Body: PrivacyBody,
  },
  help: {
    title: 'Help Center',
    heading: 'Help Center',
    description:
      'Answers to common Blockcast questions about accounts, passwords, plans and billing, where our prices come from and what data labels mean.',
    Body: HelpBody,
  },
  'investor-relations': {
    title: 'Investor Relations',
    heading: 'Investor Relations',
    description:
      'Blockcast for investors: a crypto media network of news, live market data and a 24/7 TV network, its business model, governance and IR contact.',
    Body: InvestorRelationsBody,
  },
  'investor-gateway': {
    title: 'Investor Gateway',
    heading: 'Investor Gateway',
    description:
      'How accredited and institutional investors request access to Blockcast’s investor materials: the deck and, on request, the data room.',
    Body: InvestorGatewayBody,
  },
  'investor-deck': {
    title: 'Investor Deck',
    heading: 'Investor Deck',
    description:
      'A summary of the Blockcast investor deck: the problem, the product, the audience, the business model, the network launch, the roadmap and the team.',
    Body: InvestorDeckBody,
  },
};

export function isInfoPageKey(value: string): value is InfoPageKey {
  return (INFO_PAGE_KEYS as readonly string[]).includes(value);
}
