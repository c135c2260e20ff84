import type { Language } from '../i18n/languages';
import type { CardField, CardGender, CardType, PersonPart } from './story-card';

/** The words of a story bible in a document, by language (the web app has the same). */
export interface BibleLabels {
  title: string;
  types: Record<CardType, string>;
  parts: Record<PersonPart, string>;
  genders: Record<CardGender, string>;
  fields: Record<CardField, string>;
  aliases: string;
  summary: string;
  notes: string;
}

export const BIBLE_LABELS: Record<Language, BibleLabels> = {
  fr: {
    title: 'Bible de l’histoire',
    types: { person: 'Personnage', place: 'Lieu', thing: 'Élément' },
    parts: {
      lead: 'Personnage principal',
      ally: 'Allié',
      opposition: 'Opposition',
      other: 'Autre',
    },
    genders: { feminine: 'féminin', masculine: 'masculin', neutral: 'neutre' },
    fields: {
      role: 'Métier',
      age: 'Âge',
      ties: 'Liens',
      want: 'Désir',
      wound: 'Blessure',
      secret: 'Secret',
      look: 'Apparence',
      era: 'Époque',
      sense: 'Sensations',
      stakes: 'Enjeux',
      what: 'Ce que c’est',
      why: 'Pourquoi cela compte',
    },
    aliases: 'Autres noms',
    summary: 'En bref',
    notes: 'Mes notes',
  },
  en: {
    title: 'Story bible',
    types: { person: 'Person', place: 'Place', thing: 'Thing' },
    parts: { lead: 'Lead', ally: 'Ally', opposition: 'Opposition', other: 'Other' },
    genders: { feminine: 'feminine', masculine: 'masculine', neutral: 'neutral' },
    fields: {
      role: 'Role',
      age: 'Age',
      ties: 'Ties',
      want: 'Wants',
      wound: 'Wound',
      secret: 'Secret',
      look: 'Looks',
      era: 'Era',
      sense: 'Senses',
      stakes: 'Stakes',
      what: 'What it is',
      why: 'Why it matters',
    },
    aliases: 'Also called',
    summary: 'In short',
    notes: 'My notes',
  },
  es: {
    title: 'Biblia de la historia',
    types: { person: 'Personaje', place: 'Lugar', thing: 'Elemento' },
    parts: { lead: 'Protagonista', ally: 'Aliado', opposition: 'Oposición', other: 'Otro' },
    genders: { feminine: 'femenino', masculine: 'masculino', neutral: 'neutro' },
    fields: {
      role: 'Oficio',
      age: 'Edad',
      ties: 'Vínculos',
      want: 'Deseo',
      wound: 'Herida',
      secret: 'Secreto',
      look: 'Aspecto',
      era: 'Época',
      sense: 'Sensaciones',
      stakes: 'Lo que está en juego',
      what: 'Qué es',
      why: 'Por qué importa',
    },
    aliases: 'También llamado',
    summary: 'En breve',
    notes: 'Mis notas',
  },
};
