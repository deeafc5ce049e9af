from django import forms
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin
from django.contrib.auth.forms import AdminUserCreationForm, UserChangeForm

from quizforge.accounts.models import User


class _LowercaseEmailMixin(forms.ModelForm):
    def clean_email(self) -> str:
        return self.cleaned_data["email"].strip().lower()


class UserCreationAdminForm(_LowercaseEmailMixin, AdminUserCreationForm):
    class Meta:
        model = User
        fields = ("email",)


ACCOUNT_FIELDS = ("email", "password", "email_verified")
SUBSCRIPTION_FIELDS = (
    "subscription_plan",
    "subscription_cancel_at_period_end",
    "subscription_end_date",
    "stripe_customer_id",
    "stripe_subscription_id",
)
PERMISSION_FIELDS = ("is_active", "is_staff", "is_superuser", "groups", "user_permissions")


class UserChangeAdminForm(_LowercaseEmailMixin, UserChangeForm):
    class Meta:
        model = User
        fields = ACCOUNT_FIELDS + PERMISSION_FIELDS


@admin.register(User)
class UserAdmin(DjangoUserAdmin):
    form = UserChangeAdminForm
    add_form = UserCreationAdminForm
    list_display = (
        "email",
        "email_verified",
        "subscription_plan",
        "subscription_end_date",
        "date_joined",
        "is_staff",
    )
    list_filter = (
        "subscription_plan",
        "email_verified",
        "subscription_cancel_at_period_end",
        "is_staff",
        "is_active",
    )
    search_fields = ("email",)
    ordering = ("-date_joined",)
    # Stripe decides the plan (billing webhooks); an edit here would disagree with what the customer pays.
    readonly_fields = ("date_joined", "last_login", *SUBSCRIPTION_FIELDS)
    fieldsets = (
        (None, {"fields": ACCOUNT_FIELDS}),
        ("Subscription", {"fields": SUBSCRIPTION_FIELDS}),
        ("Permissions", {"fields": PERMISSION_FIELDS}),
        ("Dates", {"fields": ("last_login", "date_joined")}),
    )
    add_fieldsets = (
        (None, {"classes": ("wide",), "fields": ("email", "usable_password", "password1", "password2")}),
    )
