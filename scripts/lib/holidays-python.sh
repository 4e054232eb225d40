# Sourced by the scripts that compare with python-holidays (compare-holidays, compare-other-calendars).
# Takes `--python PATH` (a python with holidays==0.109 installed) out of the arguments; without it,
# installs holidays 0.109 into a throw-away virtualenv, removed when the script exits (so the
# scripts run python as a child, not with exec, which would skip the removal).
# Sets: python_bin, args (the remaining arguments), and exports VECKA_REPO (the repository root).
python_bin=""
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --python) python_bin="$2"; shift 2 ;;
        *) args+=("$1"); shift ;;
    esac
done
if [ -z "$python_bin" ]; then
    venv="$(mktemp -d)/venv"
    trap 'rm -rf "$(dirname "$venv")"' EXIT
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check holidays==0.109
    python_bin="$venv/bin/python"
fi
VECKA_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export VECKA_REPO
