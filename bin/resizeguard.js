#!/usr/bin/env node
// The published command: runs the bundled CLI (built from src/cli/bin.ts by `npm run build`).
import '../dist/cli.js';
