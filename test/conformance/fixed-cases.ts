export const FIXED_CASES: readonly import('./cases.ts').Case[] = [];
