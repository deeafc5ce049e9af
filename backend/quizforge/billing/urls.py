from django.urls import path

from quizforge.billing.apis import StripeWebhookApi, SubscriptionApi

urlpatterns = [
    path("subscription/", SubscriptionApi.as_view(), name="subscription"),
    path("billing/webhook/", StripeWebhookApi.as_view(), name="billing-webhook"),
]
