// `archlab --help --lang fr`, and `--help --lang fr` after any command: every declaration of the command line
// in French, made from the English one. Each keeps its command's arguments and options, in the same order and
// under the same names; only the words a reader reads change.

extension CommandSpec {
  /// This declaration in French: the same arguments and options, in the same order, each given the help that
  /// `arguments` or `options` has under its name (or its English one, which a test would report), and these
  /// sections in place of the English ones.
  func inFrench(
    title: String? = nil, abstract: String, discussion: String, arguments: [String: String] = [:],
    options: [String: String] = [:], sections: [(title: String, text: String)] = [],
    leadingSections: [(title: String, text: String)] = []
  ) -> CommandSpec {
    var french = self
    french.isFrench = true
    french.title = title ?? self.title
    french.abstract = abstract
    french.discussion = discussion
    french.arguments = self.arguments.map { argument in
      var argument = argument
      argument.help = arguments[argument.name] ?? argument.help
      return argument
    }
    french.options = self.options.map { option in
      var option = option
      option.help = options[option.name] ?? option.help
      return option
    }
    french.sections = sections
    french.leadingSections = leadingSections
    return french
  }
}

extension CommandSpec.Option {
  /// What ``scenarios`` says, in French.
  static let scenariosInFrench = "le dossier des scénarios (par défaut : ./Scenarios, sinon celui du package)"

  /// What ``architectures`` says, in French.
  static let architecturesInFrench = """
    les architectures, séparées par des virgules (par défaut : toutes,
    variantes comprises)
    """
}

extension CommandSpec.Argument {
  /// What ``scenario`` says, in French.
  static let scenarioInFrench = "le nom d'un scénario (voir `archlab list`) ou un fichier .scenario"
}

extension RunCommand {
  /// ``spec`` in French: `archlab run --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "joue des scénarios sur des architectures (la commande par défaut)",
    discussion: """
      Joue des scénarios sur des architectures, avec une application neuve et un
      serveur scripté neuf pour chaque paire. Affiche une matrice (scénario ×
      architecture, pass ou FAIL), chaque échec avec l'écran tel qu'il était, et
      termine par `N passed, M failed`. Chaque fichier est lu avant de jouer quoi que
      ce soit ; un problème est signalé sous la forme
      FILE:LINE:COLUMN: error: MESSAGE, et rien n'est joué (code 65).
      """,
    arguments: [
      "FILE|NAME": """
      un fichier .scenario, un dossier qui en contient, ou le nom d'un scénario
      tel que `archlab list` l'affiche (todos/failed-add-gives-title-back, ou
      failed-add-gives-title-back, ou tout un groupe : todos).
      Par défaut : tous les scénarios.
      """
    ],
    options: [
      "--arch": """
      les architectures à jouer, séparées par des virgules
      (par défaut : toutes ; voir `archlab list`)
      """,
      "--format": "text (par défaut) ou json",
      "--trace": "après la matrice, affiche chaque étape de chaque exécution",
      "--scenarios": CommandSpec.Option.scenariosInFrench,
    ],
    sections: [
      (
        "EXEMPLES",
        """
          archlab run
          archlab run failed-add-gives-title-back --arch mvi,hexagonal
          archlab run Scenarios/profile --format json
          archlab run my-new.scenario --trace
        """
      )
    ])
}

extension ListCommand {
  /// ``spec`` in French: `archlab list --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "les architectures et les scénarios",
    discussion: """
      Liste les architectures enregistrées, puis chaque scénario par son nom, avec son
      titre.
      """,
    options: [
      "--scenarios": CommandSpec.Option.scenariosInFrench
    ])
}

extension ShowCommand {
  /// ``spec`` in French: `archlab show --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "un scénario pas à pas, l'intérieur de chaque architecture côte à côte",
    discussion: """
      Joue un scénario sur chaque architecture et l'affiche pas à pas : l'instruction,
      puis une colonne par architecture qui raconte ce qui s'est passé à l'intérieur,
      dans ses propres termes (MVI : intents et changements d'état ; MVVM : appels au
      view model, appels au service et changements d'état observés ; Hexagonal : cas
      d'usage et appels aux ports), puis l'écran d'après : une seule fois quand toutes
      les architectures montrent la même chose, sinon celui de chacune, marqué ≠. Les
      largeurs se comptent en colonnes de terminal : un caractère CJK ou un emoji en
      prend deux.
      """,
    arguments: [
      "SCENARIO": CommandSpec.Argument.scenarioInFrench
    ],
    options: [
      "--arch": """
      les architectures, séparées par des virgules (par défaut : toutes sauf
      mvvm-imperative et mv, affichées si on les nomme)
      """,
      "--width": "la largeur disponible, en colonnes (par défaut : 100)",
      "--scenarios": CommandSpec.Option.scenariosInFrench,
    ])
}

extension PlayCommand {
  /// ``spec`` in French: `archlab play --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "tapez des instructions et voyez les écrans après chacune (--record les enregistre)",
    discussion: """
      Une session interactive avec une architecture : lit des instructions du langage
      des scénarios ligne par ligne (depuis le terminal ou un pipe), joue chacune sur
      une application en marche face à un serveur scripté, et affiche ensuite les
      écrans ouverts, avec les réponses que le serveur retient. Une ligne que
      l'analyseur refuse reçoit son message, et la session continue. Une ligne de plus
      de 64 Kio est refusée de la même façon. Se termine à la fin de l'entrée
      (Ctrl-D). Dans un terminal, elle sort alors avec 0 ; depuis un pipe, avec 65 si
      une ligne a été refusée et 1 si une instruction a échoué.
      """,
    options: [
      "--arch": "l'architecture à utiliser (par défaut : la première, voir `archlab list`)",
      "--record": """
      écrit ce que vous avez fait dans FILE (un nouveau fichier), avec des lignes
      `expect` qui reprennent les écrans vus ; `archlab run FILE` le rejoue
      """,
    ],
    sections: [
      (
        "EXEMPLE",
        #"  printf 'todos open\ntodos add "Buy milk"\n' | archlab play --arch mvvm --record buy-milk.scenario"#
      )
    ])
}

extension DiagramCommand {
  /// ``spec`` in French: `archlab diagram --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "un diagramme de séquence Mermaid d'une architecture, tiré d'une vraie exécution",
    discussion: """
      Joue un scénario sur une architecture et affiche un diagramme de séquence
      Mermaid de ce qui s'est passé à l'intérieur : l'utilisateur, la vue, le store,
      le view model ou le cas d'usage, et le serveur. Tiré d'une vraie exécution, il
      ne peut pas être périmé. Collez-le dans un bloc ```mermaid : GitHub le dessine.
      """,
    arguments: [
      "SCENARIO": CommandSpec.Argument.scenarioInFrench
    ],
    options: [
      "--arch": "l'architecture à dessiner (obligatoire)",
      "--scenarios": CommandSpec.Option.scenariosInFrench,
    ])
}

extension CompareCommand {
  /// ``spec`` in French: `archlab compare --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "fichiers, code, types, protocoles, tests et fonctions qui modifient l'état, par architecture",
    discussion: """
      Mesure chaque architecture à partir des sources, au total et par couche (un
      dossier, sur deux niveaux au plus) : fichiers, lignes de code (ni vides ni
      faites que d'un commentaire), types, protocoles (les points de substitution, où
      une pièce peut en remplacer une autre), tests, et fonctions qui modifient l'état
      dont un écran est tiré. Puis le coût d'un changement : pour une règle de la
      fonctionnalité, les lignes de code des régions dont chaque architecture a eu
      besoin pour l'implémenter.
      """,
    options: [
      "--format": "text (par défaut) ou markdown",
      "--root": "le package à mesurer (par défaut : celui-ci)",
      "--rules": """
      seulement le coût d'un changement de ces règles, séparées par des virgules
      (par exemple N4,N8)
      """,
    ])
}

extension FuzzCommand {
  /// ``spec`` in French: `archlab fuzz --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "des scénarios au hasard sur chaque architecture et un modèle de la spec, vérifiés à chaque étape",
    discussion: """
      Fabrique des scénarios au hasard sur tout le langage (réponses retenues,
      libérées dans n'importe quel ordre, reprises et échecs sur chaque point d'accès,
      redémarrages, filtres, fermetures d'écran, titres autour de 100 caractères dans
      toutes les sortes d'Unicode), qui visent les rares moments pour lesquels la spec
      a des règles : une modification retenue et refusée avant un rechargement, une
      fermeture ou un redémarrage, et des titres à la limite. Joue chaque scénario sur
      toutes les architectures à la fois et sur un modèle de référence de FEATURE.md
      (SpecModel). Après chaque instruction, vérifie que les architectures montrent
      les mêmes écrans et laissent le serveur dans le même état, qu'elles montrent ce
      que prédit le modèle, même un bogue qu'elles partageraient toutes, et que les
      invariants de FEATURE.md tiennent :
        T12    une fois la liste chargée et sans requête en cours, les lignes sont les todos du serveur
        T12    aucun todo n'apparaît deux fois
        T8     le compteur est le nombre de todos non faits
        T7     les lignes affichées sont celles que le filtre laisse passer
        saving une ligne est marquée saving exactement tant que sa modification est en cours
        rest   sans requête en cours, aucun indicateur de chargement ne s'affiche
        T10    la ligne d'erreur est vide ou affiche l'un des messages de FEATURE.md
        T3     rien de ce qui a été tapé n'est perdu
      et que chaque geste se termine ou attend une réponse retenue. Au premier échec,
      réduit le scénario (retire des instructions, puis simplifie les arguments),
      l'écrit dans un fichier .scenario dont le commentaire nomme la règle enfreinte
      et montre les écrans de chaque architecture, et sort avec 1 en donnant le chemin
      du fichier. Le rapport compte combien de fois chaque règle de FEATURE.md et
      chaque moment rare ont été atteints ; avec --require-reach N, une règle ou un
      moment atteint moins de N fois fait échouer l'exécution.

      L'exécution R de la graine S vient de la graine S+R : `--seed S+R --runs 1` la
      refait.
      """,
    options: [
      "--runs": "le nombre de scénarios (par défaut : 200)",
      "--seed": "la graine du premier scénario (par défaut : 1)",
      "--steps": "le nombre d'instructions par scénario (par défaut : 30)",
      "--arch": CommandSpec.Option.architecturesInFrench,
      "--format": "text (par défaut) ou json",
      "--out": "où écrire un scénario qui échoue (par défaut : .build/fuzz dans le package)",
      "--require-reach": "sortir avec 1 si une règle de FEATURE.md ou un moment rare a été atteint moins de N fois",
    ],
    sections: [
      (
        "EXEMPLES",
        """
          archlab fuzz
          swift run -c release archlab fuzz --runs 10000 --seed 1
          archlab fuzz --arch mvi,hexagonal --steps 80
          archlab fuzz --runs 200 --seed 1 --require-reach 2
        """
      )
    ])
}

extension BenchCommand {
  /// ``spec`` in French: `archlab bench --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "ce que coûte chaque geste à chaque architecture, et ce qu'il redessine",
    discussion: """
      Chronomètre chaque geste de l'écran Todos (taper un caractère, ajouter, cocher,
      supprimer, changer de filtre, recharger, afficher l'écran Todo d'une ligne, le
      renommer depuis cet écran) sur chaque architecture, sur des listes de 10², 10³,
      10⁴ et 10⁵ todos chargés depuis le serveur scripté, et sur une base de
      comparaison : la même modification faite sur un simple tableau de todos et
      transformée en la même valeur d'écran.
      Après chaque geste, il ne redessine que les parties de l'écran (chargement,
      champ, lignes, compteur, filtre, erreur) dont les lectures, suivies avec
      withObservationTracking d'Observation, ont été changées par le geste, comme
      SwiftUI ne réévalue que les vues dont les lectures ont changé. Donne le temps
      médian du geste et de ces parties, avec la répétition la plus rapide et la plus
      lente, le rapport à la base à la plus grande taille, la croissance de la plus
      petite taille à la plus grande, le geste seul, le geste avec tout l'écran
      reconstruit (chronométré dans une passe à part, pour que reconstruire chaque
      ligne ne refroidisse pas les caches des gestes chronométrés avec leurs seules
      parties périmées), le pic de mémoire à la plus grande taille, et les parties que
      chaque geste redessine.

      --format json écrit chaque mesure et la machine où elle a été prise ;
      --from FILE relit un tel fichier au lieu de mesurer, pour que les tableaux et le
      graphique (--format svg) viennent tous d'une seule exécution. Une compilation
      debug donne des temps bien plus longs qu'une compilation release ; bench le
      signale.
      """,
    options: [
      "--arch": CommandSpec.Option.architecturesInFrench,
      "--sizes": "les tailles de liste (par défaut : 100,1000,10000,100000)",
      "--repetitions": """
      combien de fois chaque geste est fait à chaque taille ; la médiane est
      gardée (par défaut : 7)
      """,
      "--format": """
      text (par défaut), json, markdown (celui que citent les leçons) ou svg
      (un graphique)
      """,
      "--from": "un résultat JSON de bench à afficher, au lieu de mesurer",
      "--summary": """
      deux tableaux au lieu d'un par geste : le temps de chaque geste à la plus
      grande taille (× la base), et sa croissance depuis la plus petite
      """,
    ],
    sections: [
      (
        "EXEMPLES",
        """
          swift run -c release archlab bench
          swift run -c release archlab bench --format json > Lessons/bench.json
          swift run archlab bench --from Lessons/bench.json --format svg > Lessons/bench.svg
        """
      )
    ])
}

extension LessonsCommand {
  /// ``spec`` in French: `archlab lessons --help --lang fr`.
  static let frenchSpec = spec.inFrench(
    abstract: "vérifie que les leçons citent le code tel qu'il est (--sync : régénère les citations)",
    discussion: """
      Vérifie Lessons/ : chaque bloc cité est identique à sa région source
      (`// snippet.NAME` … `// snippet.end`), chaque diagramme et chaque tableau
      générés par `archlab` sont à jour, chaque `swift run archlab …` imprimé
      fonctionne, chaque chemin et chaque lien mène quelque part, chaque leçon citée
      dans l'en-tête d'un fichier source parle bien de ce fichier, et les leçons
      anglaises et françaises ont les mêmes fichiers, titres et blocs.
      Sort avec 1 et liste les problèmes s'il y en a.
      """,
    options: [
      "--sync": "régénère d'abord chaque bloc cité ou généré, puis vérifie",
      "--root": "le package dont les leçons sont à vérifier (par défaut : celui-ci)",
    ])
}

extension ToolSpec {
  /// The French declaration of the command `name`, if there is one.
  static func frenchCommand(_ name: String) -> CommandSpec? {
    command(name)?.frenchSpec
  }

  /// ``spec`` in French: `archlab --help --lang fr`, each command listed with its French abstract.
  static let frenchSpec = spec.inFrench(
    title: "archlab : une fonctionnalité écrite en MVI, en MVVM, en hexagonale"
      + " et en SwiftUI tout simple (MV), vérifiée par les mêmes scénarios.",
    abstract: spec.abstract,
    discussion: """
      Sans commande, joue chaque scénario sur chaque architecture, affiche une matrice
      et termine par `N passed, M failed`.
      """,
    sections: [
      (
        "CODE DE SORTIE",
        """
          0   tous les scénarios joués passent
          1   un scénario a échoué (ou, pour `course check`, une vérification)
          64  la ligne de commande est fausse
          65  un fichier de scénario ne respecte pas le langage des scénarios
          66  un fichier ou un exercice nommé sur la ligne de commande est introuvable
        """
      ),
      (
        "ENVIRONNEMENT",
        "  NO_COLOR              si elle est définie, jamais de couleur (il n'y en a que dans un terminal)"
      ),
      (
        "EN SAVOIR PLUS",
        """
          Le langage des scénarios est décrit dans Scenarios/README.md ;
          `archlab COMMAND --help --lang fr` donne l'aide d'une commande.
        """
      ),
    ],
    leadingSections: [
      (
        "COMMANDES",
        (commands.map { CommandSpec.row($0.frenchSpec.synopsis, $0.frenchSpec.abstract) }
          + [CommandSpec.row("help [COMMAND]", "cette aide, ou celle d'une commande")]).joined().dropLast().description
      )
    ])
}
