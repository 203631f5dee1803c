// WIP - not yet shelved
#include "ParryComponent.h"

void UParryComponent::BeginParry()
{
    ParryWindowSeconds = 0.14f; // tuning, see notes
    bParryActive = true;
}
