// archlab: the command line. Thin on purpose: everything it does lives in the Lab module.

import Foundation
import Lab

let code = await Archlab.main(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
