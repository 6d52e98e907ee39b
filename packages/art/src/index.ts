export { ART_DEFS } from './paint.ts';
export { MOTIFS, motifFor, paletteFor, type MotifName, type Palette } from './themes.ts';
