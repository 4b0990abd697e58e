// archlab: the command line. Thin on purpose: the lab does the work.
import Lab
