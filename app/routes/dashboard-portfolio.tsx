// /dashboard/portfolio: the user's positions with profit and loss; the feature owns the screen.
import { PortfolioView } from '../../features/portfolio/components/portfolio-view';
import { seo } from '../seo';
import type { Route } from './+types/dashboard-portfolio';

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: 'Portfolio', description: 'Your portfolio.', noindex: true });

export default function DashboardPortfolio() {
  return <PortfolioView />;
}
