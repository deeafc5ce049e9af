from django.contrib import admin

from quizforge.billing.models import Cancellation, Customer, Subscription, WebhookEvent


@admin.register(Customer)
class CustomerAdmin(admin.ModelAdmin):
    list_display = ("user", "stripe_id", "created_at")
    search_fields = ("user__email", "stripe_id")
    readonly_fields = ("user", "stripe_id")


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("user", "stripe_id", "status", "plan_type", "current_period_end", "cancel_at_period_end")
    list_filter = ("status", "plan_type", "cancel_at_period_end")
    search_fields = ("user__email", "stripe_id")
    readonly_fields = [field.name for field in Subscription._meta.fields]


@admin.register(Cancellation)
class CancellationAdmin(admin.ModelAdmin):
    list_display = ("user", "reason", "created_at")
    list_filter = ("reason",)
    search_fields = ("user__email", "feedback")
    readonly_fields = ("user", "subscription", "reason", "feedback")


@admin.register(WebhookEvent)
class WebhookEventAdmin(admin.ModelAdmin):
    list_display = ("stripe_id", "type", "created", "received_at")
    list_filter = ("type",)
    search_fields = ("stripe_id",)
    readonly_fields = ("stripe_id", "type", "created", "received_at")
