/** Records one figure for the hardening table the security reporter prints at the end of a jest run. */
export declare function recordFigure(suite: string, label: string, value: number | string): void;
export declare const FIGURES_FILE: string;
