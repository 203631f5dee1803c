using UnrealBuildTool;
public class Emberfall : ModuleRules { public Emberfall(ReadOnlyTargetRules T) : base(T) { PublicDependencyModuleNames.AddRange(new[]{"Core","Engine"}); } }
