import type { Category } from '../types';

export const themes: Category = {
  id: 'themes',
  name: 'Thèmes et tropes',
  description:
    'Des motifs narratifs à combiner avec un genre : relations, voyages, identités, conflits, procédés et dénouements qui donnent sa forme à une histoire.',
  subcategories: [
    {
      id: 'themes-love',
      name: 'Amour et désir',
      description: 'Les ressorts amoureux que les lecteurs reconnaissent et réclament.',
      genres: [
        {
          id: 'enemies-to-lovers',
          name: 'Des ennemis aux amants',
          description:
            'Deux adversaires qui se détestent (rivaux, camps opposés) finissent par s’aimer ; la tension des joutes verbales nourrit celle du désir.',
        },
        {
          id: 'friends-to-lovers',
          name: 'D’amis à amants',
          description:
            'Une amitié de longue date bascule dans l’amour ; tout l’enjeu est d’oser franchir le pas sans perdre ce qui existait déjà.',
        },
        {
          id: 'forbidden-love',
          name: 'Amour interdit',
          description:
            'Classe sociale, religion, loi ou camp ennemi : tout s’oppose à cet amour, et chaque rencontre volée met les amants en danger.',
        },
        {
          id: 'star-crossed-lovers',
          name: 'Amants maudits',
          description:
            'Deux êtres faits l’un pour l’autre mais condamnés par le destin, leurs familles ou l’Histoire, comme Roméo et Juliette ; la fin plane dès la première page.',
        },
        {
          id: 'love-triangle',
          name: 'Triangle amoureux',
          description:
            'Un cœur partagé entre deux personnes qui incarnent deux vies possibles ; le choix final dit qui le personnage veut devenir.',
        },
        {
          id: 'fake-relationship',
          name: 'Faux couple',
          description:
            'Deux personnes font semblant d’être ensemble pour un héritage, un mariage ou une réputation, jusqu’à ce que la comédie devienne sincère.',
        },
        {
          id: 'second-chance-love',
          name: 'Seconde chance',
          description:
            'D’anciens amants se retrouvent des années après la rupture, et ce qui les a séparés doit être affronté pour que l’histoire reprenne.',
        },
        {
          id: 'marriage-of-convenience',
          name: 'Mariage de convenance',
          description:
            'Une union conclue par intérêt (alliance, titre, visa ou héritage) où les sentiments naissent là où personne ne les attendait.',
        },
      ],
    },
    {
      id: 'themes-bonds',
      name: 'Liens et familles',
      description: 'Amitiés, familles de sang ou de cœur, transmission et rivalités.',
      genres: [
        {
          id: 'found-family',
          name: 'Famille choisie',
          description:
            'Des solitaires et des marginaux se rassemblent et forment une famille plus solide que celle du sang ; la chaleur du groupe est le cœur du récit.',
        },
        {
          id: 'mentor-and-protege',
          name: 'Maître et disciple',
          description:
            'Un mentor forme un élève prometteur ; transmission, exigence, admiration puis émancipation rythment une relation parfois orageuse.',
        },
        {
          id: 'sibling-rivalry',
          name: 'Rivalité fraternelle',
          description:
            'Frères et sœurs se disputent l’amour d’un parent, un héritage ou un trône, et les blessures de l’enfance pèsent sur chaque choix d’adulte.',
        },
        {
          id: 'unlikely-friendship',
          name: 'Amitié improbable',
          description:
            'Deux êtres que tout sépare (l’âge, le milieu, voire l’espèce) apprennent à se connaître et se transforment l’un l’autre.',
        },
        {
          id: 'reluctant-guardian',
          name: 'Le protecteur malgré lui',
          description:
            'Un personnage endurci se retrouve chargé d’un enfant ou d’un innocent ; cette responsabilité qu’il n’a pas voulue finit par le transformer.',
        },
        {
          id: 'family-secret',
          name: 'Secret de famille',
          description:
            'Une lettre, un grenier ou un décès révèle ce que la famille a tu pendant des générations, et tout le passé est à relire.',
        },
        {
          id: 'inheritance',
          name: 'L’héritage',
          description:
            'Un testament inattendu (une maison, une fortune, une charge) oblige le héros à affronter les autres héritiers et ce qu’on lui lègue vraiment.',
        },
      ],
    },
    {
      id: 'themes-journeys',
      name: 'Voyages et quêtes',
      description:
        'Partir, chercher, revenir : des histoires en mouvement où le chemin transforme celui qui l’emprunte.',
      genres: [
        {
          id: 'quest',
          name: 'La quête',
          description:
            'Un but clair (un objet, une personne, une vérité) lance le héros sur une longue route semée d’obstacles qui le transforment autant qu’ils le mettent à l’épreuve.',
        },
        {
          id: 'coming-home',
          name: 'Le retour au pays',
          description:
            'Des années plus tard, quelqu’un revient là où il a grandi ; les lieux ont changé, les blessures non, et il faut affronter ce qu’on avait fui.',
        },
        {
          id: 'fish-out-of-water',
          name: 'Poisson hors de l’eau',
          description:
            'Un personnage est plongé dans un milieu dont il ignore tout, autre pays, autre classe, autre époque ; décalages, maladresses et regard neuf font le sel du récit.',
        },
        {
          id: 'road-trip',
          name: 'Road trip',
          description:
            'Un voyage en voiture ou à pied d’un point à un autre, avec des rencontres à chaque étape ; la route agit comme un révélateur des personnages.',
        },
        {
          id: 'exile',
          name: 'L’exil',
          description:
            'Chassé de chez lui par la guerre, la loi ou la honte, un personnage doit se reconstruire ailleurs, partagé entre nostalgie et nouvelle appartenance.',
        },
        {
          id: 'descent-into-the-underworld',
          name: 'Descente aux enfers',
          description:
            'Comme Orphée, le héros descend au royaume des morts ou dans un abîme intérieur pour en ramener quelqu’un ou quelque chose ; on n’en revient jamais tout à fait le même.',
        },
        {
          id: 'stranger-comes-to-town',
          name: 'Un étranger arrive en ville',
          description:
            'Un inconnu débarque dans une communauté fermée et en bouleverse l’équilibre ; ses secrets et ceux du lieu se dévoilent peu à peu.',
        },
      ],
    },
    {
      id: 'themes-identity',
      name: 'Identité et métamorphoses',
      description: 'Qui suis-je vraiment ? Destins, masques, mémoires perdues et corps échangés.',
      genres: [
        {
          id: 'chosen-one',
          name: 'L’élu',
          description:
            'Une prophétie ou un signe désigne un être ordinaire pour sauver le monde ; le poids du destin et le doute de soi sont au cœur du récit.',
        },
        {
          id: 'amnesia',
          name: 'Amnésie',
          description:
            'Un personnage se réveille sans souvenirs et doit reconstituer qui il est ; chaque découverte sur son passé peut le sauver ou l’accabler.',
        },
        {
          id: 'secret-identity',
          name: 'Identité secrète',
          description:
            'Le héros mène une double vie et cache sa vraie nature à ses proches ; la menace d’être démasqué tend chaque scène.',
        },
        {
          id: 'lost-heir',
          name: 'L’héritier caché',
          description:
            'Un orphelin modeste apprend qu’il descend d’une lignée royale ou puissante et doit choisir entre sa vie d’avant et le trône qui l’attend.',
        },
        {
          id: 'rite-of-passage',
          name: 'Rite de passage',
          description:
            'Une épreuve, une nuit, un été ou une initiation fait passer le personnage de l’enfance à l’âge adulte, ou d’une condition à une autre.',
        },
        {
          id: 'body-swap',
          name: 'Échange de corps',
          description:
            'Deux personnes se réveillent chacune dans le corps de l’autre et doivent vivre sa vie, entre comédie et empathie forcée, jusqu’au retour, s’il a lieu.',
        },
        {
          id: 'doppelganger',
          name: 'Le double',
          description:
            'Quelqu’un croise son sosie parfait, qui lui vole peu à peu sa vie ou révèle sa part d’ombre ; le motif du double interroge ce qui fait un individu.',
        },
        {
          id: 'impostor',
          name: 'L’imposteur',
          description:
            'Un personnage prend la place d’un autre (héritier, soldat disparu, noble) et doit tenir le rôle sans se trahir, quitte à s’y perdre.',
        },
      ],
    },
    {
      id: 'themes-power-conflict',
      name: 'Pouvoir et conflit',
      description:
        'Ambition, trahison, vengeance et rachat : les moteurs moraux des grandes histoires.',
      genres: [
        {
          id: 'revenge',
          name: 'Vengeance',
          description:
            'Une injustice subie pousse le héros à rendre coup pour coup, avec patience, un plan minutieux et la question lancinante du prix à payer.',
        },
        {
          id: 'redemption',
          name: 'Rédemption',
          description:
            'Un personnage qui a fait le mal cherche à se racheter ; le chemin est long, le pardon incertain et la rechute toujours possible.',
        },
        {
          id: 'betrayal',
          name: 'Trahison',
          description:
            'Un allié, un ami ou un amant se retourne contre le héros, et la confiance brisée redessine toutes les loyautés du récit.',
        },
        {
          id: 'rebellion',
          name: 'Rébellion',
          description:
            'Face à un pouvoir injuste, des insoumis s’organisent ; sacrifices, idéaux et compromissions mettent la révolte à l’épreuve.',
        },
        {
          id: 'rise-to-power',
          name: 'Ascension au pouvoir',
          description:
            'De rien à tout : un personnage gravit les échelons par le talent, la ruse ou le crime, et chaque marche lui coûte un peu de lui-même.',
        },
        {
          id: 'fall-from-grace',
          name: 'La chute',
          description:
            'Un personnage au sommet perd tout (rang, réputation, certitudes) et doit découvrir qui il est une fois déchu.',
        },
        {
          id: 'antihero',
          name: 'Antihéros',
          description:
            'Le personnage principal n’a pas les vertus du héros classique (cynique, égoïste ou violent), et pourtant on le suit et on veut le voir réussir.',
        },
        {
          id: 'underdog',
          name: 'David contre Goliath',
          description:
            'Un faible que tout le monde sous-estime affronte un adversaire bien plus puissant ; l’ingéniosité et l’obstination compensent la force.',
        },
        {
          id: 'deal-with-the-devil',
          name: 'Pacte avec le diable',
          description:
            'Pouvoir, amour ou gloire obtenus en échange de son âme ou d’un prix caché ; tout le récit mène au jour où la dette arrive à échéance.',
        },
      ],
    },
    {
      id: 'themes-narrative-devices',
      name: 'Procédés narratifs',
      description: 'Des manières de raconter qui deviennent le sujet même du livre.',
      genres: [
        {
          id: 'unreliable-narrator',
          name: 'Narrateur non fiable',
          description:
            'Le narrateur ment, se trompe ou se cache la vérité à lui-même, et le lecteur doit lire entre les lignes jusqu’à la révélation.',
        },
        {
          id: 'dual-timeline',
          name: 'Double temporalité',
          description:
            'Deux récits alternent, l’un au présent, l’autre dans le passé, et se rejoignent peu à peu autour d’un secret commun.',
        },
        {
          id: 'epistolary',
          name: 'Récit épistolaire',
          description:
            'L’histoire se raconte par lettres, journaux intimes, courriels ou messages, et le lecteur reconstitue les faits à partir de voix fragmentaires.',
        },
        {
          id: 'time-loop',
          name: 'Boucle temporelle',
          description:
            'Le héros revit sans cesse la même journée et doit comprendre ce qui le retient, et changer, pour en sortir.',
        },
        {
          id: 'multiple-pov',
          name: 'Récit choral',
          description:
            'Plusieurs personnages prennent tour à tour la parole, et leurs regards croisés composent une vérité qu’aucun ne détient seul.',
        },
        {
          id: 'frame-story',
          name: 'Récit enchâssé',
          description:
            'Une histoire en contient une autre, racontée au coin du feu ou découverte dans un manuscrit, et les deux niveaux se répondent.',
        },
        {
          id: 'reverse-chronology',
          name: 'Chronologie inversée',
          description:
            'Le récit commence par la fin et remonte le temps ; la question n’est plus ce qui va arriver, mais comment on en est arrivé là.',
        },
        {
          id: 'ticking-clock',
          name: 'Compte à rebours',
          description:
            'Une échéance fatale approche (bombe, exécution, aube ou fin du monde) et chaque chapitre rapproche les personnages du moment décisif.',
        },
      ],
    },
    {
      id: 'themes-endings-twists',
      name: 'Dénouements et retournements',
      description: 'Les fins et les coups de théâtre qui donnent son sens à tout ce qui précède.',
      genres: [
        {
          id: 'twist-ending',
          name: 'Retournement final',
          description:
            'Une révélation dans les dernières pages oblige à relire toute l’histoire sous un autre jour ; elle doit surprendre et pourtant sembler inévitable.',
        },
        {
          id: 'open-ending',
          name: 'Fin ouverte',
          description:
            'Le récit s’arrête avant la résolution et laisse le lecteur imaginer la suite ; l’ambiguïté est voulue et prolonge le livre.',
        },
        {
          id: 'bittersweet-ending',
          name: 'Fin douce-amère',
          description:
            'La victoire est acquise mais coûte cher (un amour, un foyer, une part de soi) et la joie et le deuil se mêlent dans la dernière scène.',
        },
        {
          id: 'tragic-ending',
          name: 'Fin tragique',
          description:
            'Le héros court à sa perte, poussé par une faille ou un destin implacable, et la catastrophe finale donne au récit sa grandeur.',
        },
        {
          id: 'death-of-the-mentor',
          name: 'La mort du mentor',
          description:
            'Le guide du héros disparaît au pire moment et le laisse seul face à l’épreuve ; il lui faut alors voler de ses propres ailes.',
        },
        {
          id: 'heroic-sacrifice',
          name: 'Sacrifice héroïque',
          description:
            'Un personnage donne sa vie ou renonce à ce qu’il aime pour sauver les autres, et ce geste final éclaire tout son parcours.',
        },
        {
          id: 'pyrrhic-victory',
          name: 'Victoire à la Pyrrhus',
          description:
            'Le héros gagne, mais les pertes sont si lourdes que le triomphe ressemble à une défaite ; le récit interroge ce qui valait d’être sacrifié.',
        },
        {
          id: 'full-circle-ending',
          name: 'Fin en miroir',
          description:
            'La dernière scène fait écho à la première (même lieu, même geste) et mesure tout le chemin parcouru par les personnages.',
        },
      ],
    },
  ],
};
