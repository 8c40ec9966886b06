// The portfolio feature's server face: the portfolio service and the holding it values.
export type { PortfolioService } from './service.server';
export type { Holding } from './valuation';
