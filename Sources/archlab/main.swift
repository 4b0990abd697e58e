// archlab: the command line. Thin on purpose: everything it does lives in the LabCommandLine module.

import Foundation
import LabCommandLine

let code = await Archlab.main(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
