"""Values the API server fills in when a field is omitted."""
DEFAULTS = {
    "imagePullPolicy": "IfNotPresent",
    "revisionHistoryLimit": "10",
    "restartPolicy": "Always",
    "privileged": "false",
    "allowPrivilegeEscalation": "false",
    "readOnlyRootFilesystem": "true",
    "runAsNonRoot": "true",
    "automountServiceAccountToken": "false",
}
