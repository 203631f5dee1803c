# shared helpers for devclean (sourced)
DC_RULES="${DC_RULES:-$HOME/.config/devclean/rules.conf}"

dc_human() { numfmt --to=iec --suffix=B "$1" 2>/dev/null || echo "${1}B"; }

dc_size() { du -sb "$1" 2>/dev/null | cut -f1; }

# dc_run DRY ROOT... : list candidates with scan.py, then remove them
dc_run() {
    local dry=$1; shift
    local total=0 n=0 path why size
    while IFS=$'\t' read -r path why; do
        [[ -n $path && -e $path ]] || continue
        size=$(dc_size "$path"); total=$((total + size)); n=$((n + 1))
        if [[ $dry == 1 ]]; then
            printf '  would remove %-55s %8s  (%s)\n' "${path/#$HOME/\~}" "$(dc_human "$size")" "$why"
        else
            rm -rf -- "$path"
            printf '  removed %-55s %8s  (%s)\n' "${path/#$HOME/\~}" "$(dc_human "$size")" "$why"
        fi
    done < <(python3 "$LIB/scan.py" --rules "$DC_RULES" "$@")
    if [[ $dry == 1 ]]; then
        echo "$n item(s), $(dc_human $total) reclaimable (dry run, nothing removed)"
    else
        echo "$n item(s), $(dc_human $total) reclaimed"
    fi
}
