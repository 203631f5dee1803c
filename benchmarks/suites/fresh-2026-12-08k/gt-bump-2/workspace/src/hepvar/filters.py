"""Hard filters applied to raw bcftools calls before annotation."""

MIN_QUAL = 30.0
MIN_DP = 10
MAX_SB_PHRED = 60.0
MIN_VAF_TUMOR = 0.05


def passes(rec):
    if rec["QUAL"] < MIN_QUAL or rec["DP"] < MIN_DP:
        return False
    if rec.get("FS", 0.0) > MAX_SB_PHRED:
        return False
    return rec.get("VAF", 1.0) >= MIN_VAF_TUMOR
