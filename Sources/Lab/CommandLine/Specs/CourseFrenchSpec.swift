// `archlab course --help --lang fr`: the course's help in French, option for option as the English one.

extension CourseCommand {
  /// The same declaration as ``spec``, in French: the course is the part of archlab a learner reads in French.
  static let frenchSpec: CommandSpec = {
    var french = spec
    french.isFrench = true
    french.abstract = "les exercices, avec leur état ; `course watch` vérifie à chaque enregistrement"
    french.discussion = """
      Le cours : des exercices qui ancrent les leçons, à la manière de rustlings.
      Chaque dossier de Course/Exercises/ contient un énoncé (son README.fr.md,
      README.md en anglais), le code de départ avec un `// TODO:` à chaque endroit à
      changer, les tests qui le vérifient, et des indices (HINTS.fr.md).
      Course/Solutions/ contient la référence, avec des commentaires qui expliquent
      la correction.

      L'exercice en cours est le premier qui n'est pas fait, dans l'ordre : une
      commande sans N s'applique à lui, et chaque « Ensuite » le nomme.
      """
    french.options = [
      .init(name: "--verbose", help: "avec check : chaque échec en entier", aliases: ["-v"], isInUsage: false),
      .init(
        name: "--lang", value: "LANGUE", usageValue: "en|fr",
        help: """
          en ou fr : les README, les indices et les messages dans cette langue
          (par défaut : le français si la locale est française, sinon l'anglais)
          """),
      .init(name: "--yes", help: "avec reset : remet à zéro sans demander", aliases: ["-y"], isInUsage: false),
      .init(name: "--force", help: "avec solution : montre la solution avant que l'exercice passe", isInUsage: false),
    ]
    french.leadingSections = [
      (
        "COMMANDES",
        """
          (aucune)              chaque exercice avec son état : pas commencé, en cours ou fait
          check [N]             compile l'exercice N (par défaut : l'exercice en cours) et lance ses
                                tests ; annonce chaque vérification à sa fin, puis ce qui a échoué et
                                quoi changer
          watch [N]             vérifie à nouveau l'exercice N (par défaut : l'exercice en cours) à
                                chaque enregistrement d'un de ses fichiers, puis passe au suivant qui
                                n'est pas fait ; touches : h l'indice suivant, n l'exercice suivant,
                                q quitter
          hint [N]              l'indice suivant de l'exercice N (par défaut : l'exercice en cours),
                                un à la fois
          reset N [--yes]       remet l'exercice N à son point de départ (demande d'abord, sauf avec
                                --yes)
          solution N [--force]  la solution de référence, une fois que l'exercice N passe (ou tout de
                                suite, avec --force)

          N est le numéro de l'exercice (1 ou 01) ou le nom de son dossier (01-title-rules).
        """
      )
    ]
    french.sections = [
      (
        "LIMITES",
        """
          Une vérification qui tourne 60 secondes sans qu'aucun test ne se termine est
          arrêtée, et le test encore en cours est nommé (ARCHLAB_COURSE_TIME_LIMIT=SECONDES
          change la limite). Ctrl-C arrête tout le `swift test` qu'elle a lancé.
        """
      ),
      (
        "CODE DE SORTIE",
        """
          0   les vérifications passent, ou la commande a fait ce qu'elle annonce
          1   une vérification a échoué, ou la solution reste cachée tant que les
              vérifications ne passent pas
          64  la ligne de commande est fausse, ou reset ne peut pas demander (pas de
              terminal) et n'a pas --yes
          66  aucun exercice n'a ce numéro ou ce nom
        """
      ),
      (
        "EXEMPLES",
        """
          swift run archlab course --lang fr
          swift run archlab course watch --lang fr
          swift run archlab course watch 11 --lang fr
          swift run archlab course check --lang fr
          swift run archlab course check 3 --verbose --lang fr
          swift run archlab course hint --lang fr
          swift run archlab course reset 1 --lang fr
        """
      ),
    ]
    return french
  }()
}
